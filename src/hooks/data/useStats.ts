import { useLiveQuery } from 'dexie-react-hooks';
import { statsOf } from '../../data/queries/stats';
import { useLocalStore } from './useLocalStore';

/**
 * The signed-in user's stats as of `now` (see useDailyLog), optionally for one journal; null for
 * a visitor or a journal not held here.
 */
export function useStats(now: number, journalId?: string) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => (userId === null ? null : statsOf(db, userId, { now, journalId })),
    [db, userId, now, journalId],
  );
}
