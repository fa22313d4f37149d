import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { IconButton } from './IconButton';
import type { ToastRequest } from './toast-context';

export interface ShownToast extends ToastRequest {
  id: number;
}

const PLAIN_MS = 4000;
const WITH_ACTION_MS = 8000;

/** One toast: its message, its action (a link or a callback) and a Dismiss button. */
export function Toast({ toast, onDone }: { toast: ShownToast; onDone: (id: number) => void }) {
  const duration = toast.duration ?? (toast.action ? WITH_ACTION_MS : PLAIN_MS);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDone(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, toast.id, onDone]);
  const { action } = toast;
  return (
    <li
      className={`toast toast--${toast.tone ?? 'default'}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__message">{toast.message}</span>
      {action?.href !== undefined && (
        <Link className="toast__action" to={action.href} onClick={() => onDone(toast.id)}>
          {action.label}
        </Link>
      )}
      {action && action.href === undefined && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            action.onAction?.();
            onDone(toast.id);
          }}
        >
          {action.label}
        </button>
      )}
      <IconButton
        label="Dismiss"
        icon={<X />}
        className="toast__close"
        onClick={() => onDone(toast.id)}
      />
    </li>
  );
}
