import { useSyncExternalStore } from 'react';
import { ErrorBanner } from '../errors/ErrorBanner';
import { useErrorStore } from './useErrorStore';

/** The red banner for store errors, fed by the app's error store. */
export function GlobalErrorBanner() {
  const store = useErrorStore();
  const message = useSyncExternalStore(store.subscribe, store.message, store.message);
  return <ErrorBanner message={message} onDismiss={store.dismiss} />;
}
