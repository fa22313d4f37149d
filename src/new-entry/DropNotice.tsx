import { X } from 'lucide-react';
import { useEffect } from 'react';
import { IconButton } from '../components/IconButton';
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
      <IconButton label="Dismiss" icon={<X />} onClick={onDismiss} />
    </div>
  );
}
