import type { Journal } from '../../../contract/journals';
import type { Stats } from '../../../contract/stats';
import { statsFromSummary, summarizeEntries } from '../../../contract/streaks';
import type { RitualDb } from '../../../local-store/db';
import { canReadJournal } from './journal-access';
import { browserTimeZone, timeZoneOf, type StreakClock } from './time-zone';

/**
 * GET /users/stats/ on local data (server/services/stats.ts): the user's own entries in journals
 * they may read, by days of their time zone; with `journalId`, that journal only. Null when that
 * journal is not held here or not readable (the server answers 404/403).
 */
export async function statsOf(
  db: RitualDb,
  userId: string,
  { now, fallbackTimeZone = browserTimeZone(), journalId }: StreakClock & { journalId?: string },
): Promise<Stats | null> {
  const only = journalId === undefined ? undefined : await db.journals.get(journalId);
  if (journalId !== undefined && (only === undefined || !canReadJournal(only, userId))) return null;
  const own = await db.entries
    .where('user_id')
    .equals(userId)
    .filter((entry) => journalId === undefined || entry.journal_id === journalId)
    .toArray();
  const journalIds = [...new Set(own.map((entry) => entry.journal_id))];
  const readable = new Map<string, Journal>();
  for (const journal of await db.journals.bulkGet(journalIds))
    if (journal && canReadJournal(journal, userId)) readable.set(journal.id, journal);
  if (only) readable.set(only.id, only);
  const counted = own.filter((entry) => readable.has(entry.journal_id));
  const timeZone = await timeZoneOf(db, userId, fallbackTimeZone);
  const summary = summarizeEntries(counted, { timeZone, now });
  return statsFromSummary(summary, readable.values());
}
