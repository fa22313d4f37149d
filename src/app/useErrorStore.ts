import { useContext } from 'react';
import { ErrorStoreContext } from './error-store-context';
import type { ErrorStore } from './error-store';

export function useErrorStore(): ErrorStore {
  const store = useContext(ErrorStoreContext);
  if (!store) throw new Error('useErrorStore needs the app providers above it.');
  return store;
}
