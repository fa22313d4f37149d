import type { Journal } from '../../../contract/journals';
import type { Stats } from '../../../contract/stats';
import { statsFromSummary, summarizeEntries } from '../../../contract/streaks';
import type { RitualDb } from '../../../local-store/db';
import { canReadJournal } from './journal-access';
import { browserTimeZone, timeZoneOf, type StreakClock } from './time-zone';

/**
 * The journal /stats/:journal names: by its slug, as every other journal address does (the
 * user's own first, then one they write in), or by its id, as older links did.
 */
async function journalNamed(
  db: RitualDb,
  userId: string,
  named: string,
): Promise<Journal | undefined> {
  const byId = await db.journals.get(named);
  if (byId) return byId;
  const own = await db.journals
    .where('user_id')
    .equals(userId)
    .filter((journal) => journal.slug === named)
    .first();
  return (
    own ??
    db.journals
      .filter((journal) => journal.slug === named && canReadJournal(journal, userId))
      .first()
  );
}

/**
 * GET /users/stats/ on local data (server/services/stats.ts): the user's own entries in journals
 * they may read, by days of their time zone; with `journal` (a slug or an id), that journal only.
 * Null when that journal is not held here or not readable (the server answers 404/403).
 */
export async function statsOf(
  db: RitualDb,
  userId: string,
  { now, fallbackTimeZone = browserTimeZone(), journal }: StreakClock & { journal?: string },
): Promise<Stats | null> {
  const only = journal === undefined ? undefined : await journalNamed(db, userId, journal);
  if (journal !== undefined && (only === undefined || !canReadJournal(only, userId))) return null;
  const journalId = only?.id;
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
