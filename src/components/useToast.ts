import { useContext } from 'react';
import { ToastContext, type ShowToast } from './toast-context';

/** `toast({message: 'Saved to Morning Pages', action: {label: 'View', href}})` */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
