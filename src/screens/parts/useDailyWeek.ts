import { useLiveQuery } from 'dexie-react-hooks';
import { dayInZone } from '../../../contract/streaks';
import { dailyLog } from '../../data/queries/daily-log';
import { browserTimeZone, timeZoneOf } from '../../data/queries/time-zone';
import { useLocalStore } from '../../hooks/data/useLocalStore';
import { lastWeek, weekOf, WEEK } from './week-strip';

const NONE: readonly boolean[] = Array.from({ length: WEEK }, () => false);

/**
 * The daily log with each journal's streak (data/queries/daily-log.ts) and which of the last seven
 * days have an entry, as of `now` (pass a value that moves once a minute); undefined while loading.
 */
export function useDailyWeek(now: number) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(async () => {
    if (userId === null) return { days: [] as string[], log: [] };
    const log = await dailyLog(db, userId, { now });
    const timeZone = await timeZoneOf(db, userId, browserTimeZone());
    const today = dayInZone(now, timeZone);
    const entries =
      log.length === 0
        ? []
        : await db.entries
            .where('journal_id')
            .anyOf(log.map((item) => item.journal_id))
            .toArray();
    const week = weekOf(entries, today, timeZone);
    return {
      days: lastWeek(today),
      log: log.map((item) => ({ ...item, week: week.get(item.journal_id) ?? NONE })),
    };
  }, [db, userId, now]);
}
