import { useLiveQuery } from 'dexie-react-hooks';
import { entryComments } from '../../data/queries/comments';
import { useLocalStore } from './useLocalStore';

/** An entry's comments, oldest first. */
export function useComments(entryId: string) {
  const { db } = useLocalStore();
  return useLiveQuery(() => entryComments(db, entryId), [db, entryId]);
}
