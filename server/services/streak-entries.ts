import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { StreakEntry } from '../../contract/streaks.js';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import type { JournalAccess, Viewer } from './access.js';

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

/** SQL: the entries of a journal the viewer may read, by their access to it (a share key counts). */
export function entriesReadableIn(t: Tables, viewer: Viewer, access: JournalAccess): SQL {
  const mine = viewer ? eq(t.entries.userId, viewer.id) : undefined;
  const privileged = access.isAdmin || access.isMember;
  return and(
    eq(t.entries.journalId, access.journal.id),
    isNull(t.entries.deletedAt),
    privileged ? undefined : or(eq(t.entries.private, false), mine),
    access.isOwner || access.isAdmin ? undefined : or(isNull(t.entries.hiddenAt), mine),
  )!;
}
