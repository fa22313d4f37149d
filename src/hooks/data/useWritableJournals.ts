import { useLiveQuery } from 'dexie-react-hooks';
import { byText } from '../../data/queries/order';
import { useLocalStore } from './useLocalStore';

/**
 * The journals a user may post in: their own and those they collaborate on, oldest first;
 * undefined while loading.
 */
export function useWritableJournals(userId: string) {
  const { db } = useLocalStore();
  return useLiveQuery(async () => {
    const journals = await db.journals
      .filter(
        (journal) =>
          journal.user_id === userId || journal.collaborators.some((user) => user.id === userId),
      )
      .toArray();
    return journals.sort((a, b) => byText(a.created_at, b.created_at) || byText(a.id, b.id));
  }, [db, userId]);
}
