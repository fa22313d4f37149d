import { useLiveQuery } from 'dexie-react-hooks';
import { journalsOfUser } from '../../data/queries/journals';
import { useLocalStore } from './useLocalStore';

/** A user's journals, oldest first; undefined while loading. */
export function useJournals(userId: string) {
  const { db } = useLocalStore();
  return useLiveQuery(() => journalsOfUser(db, userId), [db, userId]);
}
