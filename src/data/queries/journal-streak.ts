import type { z } from 'zod';
import type { LastStreakSchema } from '../../../contract/daily-log';
import { summarizeEntries } from '../../../contract/streaks';
import type { RitualDb } from '../../../local-store/db';
import { browserTimeZone, timeZoneOf, type StreakClock } from './time-zone';

export type JournalStreak = z.infer<typeof LastStreakSchema>;

/**
 * GET /journals/{id}/last-streak on local data (server/practice/journal-streak.ts): the streak
 * over every entry of the journal held here, in the viewer's time zone, or the owner's for a
 * visitor when this device knows it (the server tells no visitor, so mostly the browser's), and
 * like the server it names no zone to a visitor. Null when the journal is not held here.
 */
export async function journalStreak(
  db: RitualDb,
  journalId: string,
  viewerId: string | null,
  { now, fallbackTimeZone = browserTimeZone() }: StreakClock,
): Promise<JournalStreak | null> {
  const journal = await db.journals.get(journalId);
  if (!journal) return null;
  const timeZone = await timeZoneOf(db, viewerId ?? journal.user_id, fallbackTimeZone);
  const entries = await db.entries.where('journal_id').equals(journalId).toArray();
  const summary = summarizeEntries(entries, { timeZone, now });
  return { ...summary.streak, timezone: viewerId === null ? null : summary.timezone };
}
