import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalStore } from '../../hooks/data/useLocalStore';

/**
 * A picture kept in IndexedDB (a file waiting to upload): the blob, null when it is no longer
 * there, undefined while loading.
 */
export function useStoredPicture(blobId: string): Blob | null | undefined {
  const { db } = useLocalStore();
  return useLiveQuery(async () => (await db.blobs.get(blobId))?.blob ?? null, [db, blobId]);
}
