import { useContext, useSyncExternalStore } from 'react';
import type { Uploads } from './upload-state';
import { UploadsContext } from './uploads-context';

/** The uploads on their way to the server (docs/product.md §4), re-rendering as they progress. */
export function useUploads(): Uploads {
  const store = useContext(UploadsContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
