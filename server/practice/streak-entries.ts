import { eq, type SQL } from 'drizzle-orm';
import type { StreakEntry } from '../../contract/streaks.js';
import type { Store } from '../db/database.js';

/**
 * Only the four columns streaks need, of the entries (joined with their journal) matching
 * `where`: a journal of years of entries costs a few bytes an entry, not its notes and waveform.
 */
export function streakEntries({ db, t }: Store, where: SQL | undefined): Promise<StreakEntry[]> {
  return db
    .select({
      created_at: t.entries.createdAt,
      streakDate: t.entries.streakDate,
      journal_id: t.entries.journalId,
      type: t.entries.type,
    })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .where(where);
}
