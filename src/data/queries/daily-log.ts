import type { DailyLog, LogItem } from '../../../contract/daily-log';
import { streakOf, summarizeEntries } from '../../../contract/streaks';
import type { RitualDb } from '../../../local-store/db';
import { byText } from './order';
import { canReadJournal } from './journal-access';
import { browserTimeZone, timeZoneOf, type StreakClock } from './time-zone';

const inLogOrder = (a: LogItem, b: LogItem) =>
  a.position - b.position || byText(a.created_at, b.created_at) || byText(a.id, b.id);

/**
 * GET /users/log on local data (server/services/daily-log-view.ts): the log in the user's order,
 * each journal with its streak in the user's time zone over every entry of the journal held here
 * (whoever posted it). A journal not held here, or no longer readable, is left out, as the
 * server leaves out one the user may no longer read.
 */
export async function dailyLog(
  db: RitualDb,
  userId: string,
  { now, fallbackTimeZone = browserTimeZone() }: StreakClock,
): Promise<DailyLog> {
  // Sync carries only the signed-in user's log items.
  const items = (await db.logItems.toArray()).sort(inLogOrder);
  const journals = await db.journals.bulkGet(items.map((item) => item.journal_id));
  const shown = items.flatMap((item, i) => {
    const journal = journals[i];
    return journal && canReadJournal(journal, userId) ? [{ item, journal }] : [];
  });
  if (shown.length === 0) return [];
  const entries = await db.entries
    .where('journal_id')
    .anyOf(shown.map(({ item }) => item.journal_id))
    .toArray();
  const timeZone = await timeZoneOf(db, userId, fallbackTimeZone);
  const summary = summarizeEntries(entries, { timeZone, now });
  const noStreak = streakOf([], summary.today);
  return shown.map(({ item, journal }) => {
    const { current, longest, last, today } = summary.journals[item.journal_id] ?? noStreak;
    return { ...item, journal, streak: { current, longest, last, today } };
  });
}
