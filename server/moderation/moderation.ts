import { and, eq, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { recordAudienceChanged } from '../journals/journal-audience.js';
import { journalById } from '../journals/journal-by-id.js';
import { liveComments } from '../sync/sync-grants.js';
import { journalScope, recordChanges, userScope, type Change } from '../sync/sync-log.js';
import { notFound } from '../errors.js';
import type { EntryRow, JournalRow } from '../db/rows.js';

/** A live journal by id; deleted ones are gone for moderation too. */
async function liveJournal(store: Store, journalId: string): Promise<JournalRow> {
  const journal = await journalById(store, journalId);
  if (!journal || journal.deletedAt !== null) throw notFound();
  return journal;
}

/** hiddenAt and lastModified after a moderation decision made at `now`. */
const decision = (hidden: boolean, lastModified: number, now: number) => ({
  hiddenAt: hidden ? now : null,
  lastModified: Math.max(now, lastModified),
});

/**
 * Hides an entry from everyone but its author, the journal's owner and admins (access.ts), or
 * shows it again. Members' devices learn of it through the journal's sync scope.
 */
export async function moderateEntry(
  deps: AppDeps,
  entryId: string,
  hidden: boolean,
): Promise<EntryRow> {
  return deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const [entry] = await db.select().from(t.entries).where(eq(t.entries.id, entryId));
    if (!entry || entry.deletedAt !== null) throw notFound();
    await liveJournal(tx, entry.journalId);
    if ((entry.hiddenAt !== null) === hidden) return entry;
    const [updated] = await db
      .update(t.entries)
      .set(decision(hidden, entry.lastModified, deps.now()))
      .where(eq(t.entries.id, entry.id))
      .returning();
    const scope = journalScope(entry.journalId);
    // Devices dropped the entry's comments with it; a restore sends them again.
    const comments = hidden ? [] : await liveComments(tx, { entryId: entry.id });
    await recordChanges(tx, [
      { kind: 'entry', id: entry.id, scope },
      ...comments.map((id) => ({ kind: 'comment' as const, id, scope })),
    ]);
    return updated!;
  });
}

/**
 * Hides a journal (and so its entries) from everyone but its owner and admins, or shows it again.
 * Collaborators' devices drop a journal they lose together with its entries and comments, so a
 * restore sends them again; followers and invitees hear of both.
 */
export async function moderateJournal(
  deps: AppDeps,
  journalId: string,
  hidden: boolean,
): Promise<JournalRow> {
  return deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const journal = await liveJournal(tx, journalId);
    if ((journal.hiddenAt !== null) === hidden) return journal;
    const [updated] = await db
      .update(t.journals)
      .set(decision(hidden, journal.lastModified, deps.now()))
      .where(eq(t.journals.id, journal.id))
      .returning();
    const scope = journalScope(journal.id);
    const changes: Change[] = [
      { kind: 'journal', id: journal.id, scope },
      { kind: 'user', id: journal.userId, scope: userScope(journal.userId) },
    ];
    if (!hidden) {
      const entries = await db
        .select({ id: t.entries.id })
        .from(t.entries)
        .where(and(eq(t.entries.journalId, journal.id), isNull(t.entries.deletedAt)));
      changes.push(...entries.map((entry) => ({ kind: 'entry' as const, id: entry.id, scope })));
      const comments = await liveComments(tx, { journalId: journal.id });
      changes.push(...comments.map((id) => ({ kind: 'comment' as const, id, scope })));
    }
    await recordChanges(tx, changes);
    await recordAudienceChanged(tx, journal.id);
    return updated!;
  });
}
