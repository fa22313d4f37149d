import { and, eq } from 'drizzle-orm';
import { summarizeEntries } from '../../contract/streaks.js';
import type { Store } from '../db/database.js';
import { entriesVisibleTo } from '../journals/access.js';
import { streakEntries } from '../practice/streak-entries.js';
import type { ReminderCandidate } from './reminder-candidates.js';

/**
 * Whether the reminder's day is logged, and the journal's current streak (as of yesterday when
 * today is not logged yet), with the daily log's rule (practice/daily-log-view.ts): every entry of
 * the journal its owner may read, each counting for its streak day or the day it was made in the
 * owner's zone. So an entry made offline in the morning that arrives at 18:59 keeps the 19:00
 * reminder quiet, and the streak the push shows is the one the log shows.
 */
export async function dayLogged(
  store: Store,
  { owner, journal }: ReminderCandidate,
  day: string,
  now: number,
): Promise<{ logged: boolean; streak: number }> {
  const { t } = store;
  const entries = await streakEntries(
    store,
    and(eq(t.entries.journalId, journal.id), entriesVisibleTo(t, owner)),
  );
  const summary = summarizeEntries(entries, { timeZone: owner.timezone, now });
  return {
    logged: (summary.perDay[day] ?? 0) > 0,
    streak: summary.journals[journal.id]?.current ?? 0,
  };
}
