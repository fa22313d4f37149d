import { useEffect } from 'react';
import './new-entry.css';

const SHOWN_MS = 5_000;

/** What became of a drop or paste when nothing else shows it (a refused type, a failed save). */
export function DropNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);
  return (
    <div className="drop-notice" role="alert">
      <p>{message}</p>
      <button type="button" className="drop-notice__close" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
