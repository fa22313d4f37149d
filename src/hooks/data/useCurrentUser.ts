import { useLiveQuery } from 'dexie-react-hooks';
import { currentUser } from '../../data/queries/users';
import { useLocalStore } from './useLocalStore';

/** The signed-in user's record; null for a visitor or before the first sync brings it. */
export function useCurrentUser() {
  const { db, userId } = useLocalStore();
  return useLiveQuery(() => (userId === null ? null : currentUser(db, userId)), [db, userId]);
}
