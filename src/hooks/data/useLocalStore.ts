import { useContext } from 'react';
import { LocalStoreContext, type LocalStore } from '../../data/local-store-context';

export function useLocalStore(): LocalStore {
  const store = useContext(LocalStoreContext);
  if (!store) throw new Error('The data hooks need a LocalStoreContext provider above them.');
  return store;
}
