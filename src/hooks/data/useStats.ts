import { useLiveQuery } from 'dexie-react-hooks';
import { statsOf } from '../../data/queries/stats';
import { useLocalStore } from './useLocalStore';

/**
 * The signed-in user's stats as of `now` (see useDailyLog), optionally for one journal (its slug or id); null for
 * a visitor or a journal not held here.
 */
export function useStats(now: number, journal?: string) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => (userId === null ? null : statsOf(db, userId, { now, journal })),
    [db, userId, now, journal],
  );
}
