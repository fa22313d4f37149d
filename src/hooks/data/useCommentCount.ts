import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalStore } from './useLocalStore';

/** How many comments this device holds for an entry (counted on the index, not read). */
export function useCommentCount(entryId: string) {
  const { db } = useLocalStore();
  return useLiveQuery(() => db.comments.where('entry_id').equals(entryId).count(), [db, entryId]);
}
