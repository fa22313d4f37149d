import { useCallback, useState, type ReactNode } from 'react';
import { Toast, type ShownToast } from './Toast';
import { ToastContext, type ShowToast } from './toast-context';
import './toast.css';

let nextId = 0;
/**
 * Short news about what just happened ("Saved to Morning Pages · View", "Entry deleted · Undo"),
 * read out by screen readers (a polite live region) and paused while pointed at or focused.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    setToasts((current) => [...current.slice(-2), { ...toast, id: (nextId += 1) }]);
  }, []);
  const done = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol className="toasts" aria-live="polite" aria-label="Notifications">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDone={done} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}
