import { createContext } from 'react';

export interface ToastAction {
  label: string;
  /** a link (e.g. 'View' the saved entry) or a callback (e.g. 'Undo') */
  href?: string;
  onAction?: () => void;
}

export interface ToastRequest {
  message: string;
  action?: ToastAction;
  /** ms on screen; longer when it offers an action (people need time to reach Undo) */
  duration?: number;
  tone?: 'default' | 'danger';
}

export type ShowToast = (toast: ToastRequest) => void;

export const ToastContext = createContext<ShowToast | null>(null);
