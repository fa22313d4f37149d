import { useLiveQuery } from 'dexie-react-hooks';
import { dailyLog } from '../../data/queries/daily-log';
import { useLocalStore } from './useLocalStore';

/**
 * The daily log with each journal's streak as of `now` (epoch ms). Pass a value that moves only
 * when the day may have turned (e.g. once a minute): each new value recounts the streaks.
 */
export function useDailyLog(now: number) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => (userId === null ? [] : dailyLog(db, userId, { now })),
    [db, userId, now],
  );
}
