import { and, eq, isNull, lte } from 'drizzle-orm';
import type { UpdateEntryInput } from '../../contract/entries.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { canReadEntry, journalAccess } from '../journals/access.js';
import { entryWithAccess } from './entry-queries.js';
import { editTime } from '../sync/client-ids.js';
import { removeMediaFiles } from '../media/media-store.js';
import { newShareKey } from '../journals/share-keys.js';
import { liveComments } from '../sync/sync-grants.js';
import { journalScope, recordChanges, userScope } from '../sync/sync-log.js';
import type { UserRow, EntryRow } from '../db/rows.js';
import { indexEntries, unindexEntries } from './search-index.js';
import { invalid, forbidden, gone, notFound } from '../errors.js';

export const entryDeleted = () => gone('This entry was deleted.');

/**
 * The entry and what the user may do with it. Someone who cannot read it learns nothing (404);
 * a tombstone answers 410 to those who could read the journal.
 */
export async function loadEntryFor(store: Store, user: UserRow, entryId: string) {
  const { entry, access } = await entryWithAccess(store, user, entryId);
  if (entry.deletedAt !== null) {
    if (access.isMember || entry.userId === user.id)
      return { entry, access, deleted: true as const };
    throw notFound();
  }
  if (!canReadEntry(access, user, entry)) throw notFound();
  return { entry, access, deleted: false as const };
}

/** docs/decisions.md #6: applied when its edit time is not older than the stored one; else the stored entry stands. */
export async function updateEntry(
  deps: AppDeps,
  user: UserRow,
  entryId: string,
  input: UpdateEntryInput,
): Promise<{ entry: EntryRow; applied: boolean }> {
  return deps.database.transaction(async (tx) => {
    const { entry, access, deleted } = await loadEntryFor(tx, user, entryId);
    if (deleted) throw entryDeleted();
    if (entry.userId !== user.id) throw forbidden('Only the author can edit this entry.');
    if (input.pcm != null && entry.type !== 'audio')
      throw invalid('pcm: only audio entries have a waveform.');
    const lastModified = editTime(input.last_modified, deps.now());
    if (lastModified < entry.lastModified) return { entry, applied: false };
    const [updated] = await tx.db
      .update(tx.t.entries)
      .set({
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.streakDate !== undefined ? { streakDate: input.streakDate } : {}),
        ...(input.private !== undefined ? { private: input.private } : {}),
        ...(input.pcm !== undefined ? { pcm: input.pcm } : {}),
        lastModified,
      })
      // Checked again as it writes: on PostgreSQL a newer edit or a delete may have committed since
      // the read above, and must not be overwritten (docs/decisions.md #6).
      .where(
        and(
          eq(tx.t.entries.id, entry.id),
          isNull(tx.t.entries.deletedAt),
          lte(tx.t.entries.lastModified, lastModified),
        ),
      )
      .returning();
    if (!updated) {
      const now = await loadEntryFor(tx, user, entryId);
      if (now.deleted) throw entryDeleted();
      return { entry: now.entry, applied: false };
    }
    if (input.notes !== undefined) await indexEntries(tx, [updated]);
    await recordChanges(tx, [
      { kind: 'entry', id: entry.id, scope: journalScope(access.journal.id), row: updated },
    ]);
    return { entry: updated, applied: true };
  });
}

/** A delete wins over any edit. The tombstone keeps no content; its files are removed after commit. */
export async function deleteEntry(deps: AppDeps, user: UserRow, entryId: string): Promise<void> {
  const removed = await deps.database.transaction(async (tx) => {
    const { entry, access, deleted } = await loadEntryFor(tx, user, entryId);
    if (deleted) return [];
    if (entry.userId !== user.id && !access.isOwner) {
      throw forbidden('Only the author or the journal’s owner can delete this entry.');
    }
    const now = deps.now();
    const { t } = tx;
    await tx.db
      .update(t.entries)
      .set({ deletedAt: now, lastModified: now, notes: '', pcm: null, shareKey: null })
      .where(eq(t.entries.id, entry.id));
    await unindexEntries(tx, [entry.id]);
    const media = await tx.db
      .update(t.media)
      .set({ deletedAt: now })
      .where(and(eq(t.media.entryId, entry.id), isNull(t.media.deletedAt)))
      .returning({ storageName: t.media.storageName });
    await recordChanges(tx, [
      { kind: 'entry', id: entry.id, scope: journalScope(entry.journalId) },
      { kind: 'user', id: entry.userId, scope: userScope(entry.userId) },
    ]);
    return media.map((m) => m.storageName);
  });
  await removeMediaFiles(deps, removed);
}

/** Moves an entry to another journal its author may post in. A move older than the last edit is ignored. */
export async function moveEntry(
  deps: AppDeps,
  user: UserRow,
  entryId: string,
  journalId: string,
  clientTime: number | undefined,
): Promise<EntryRow> {
  return deps.database.transaction(async (tx) => {
    const { entry, deleted } = await loadEntryFor(tx, user, entryId);
    if (deleted) throw entryDeleted();
    if (entry.userId !== user.id) throw forbidden('Only the author can move this entry.');
    const [target] = await tx.db
      .select()
      .from(tx.t.journals)
      .where(eq(tx.t.journals.id, journalId));
    if (!target) throw notFound();
    const targetAccess = await journalAccess(tx, user, target);
    if (!targetAccess.canRead) throw notFound();
    if (!targetAccess.isMember)
      throw forbidden('You can only move entries to journals you can post in.');
    const lastModified = editTime(clientTime, deps.now());
    if (target.id === entry.journalId || lastModified < entry.lastModified) return entry;
    const [moved] = await tx.db
      .update(tx.t.entries)
      .set({ journalId: target.id, lastModified })
      .where(eq(tx.t.entries.id, entry.id))
      .returning();
    await tx.db
      .update(tx.t.media)
      .set({ journalId: target.id })
      .where(eq(tx.t.media.entryId, entry.id));
    // The feed judges an entry's line by the journal it lives in now, not where it was made.
    await tx.db
      .update(tx.t.activity)
      .set({ journalId: target.id })
      .where(eq(tx.t.activity.entryId, entry.id));
    // The comments move with the entry: members of the new journal receive them too.
    const comments = await liveComments(tx, { entryId: entry.id });
    await recordChanges(tx, [
      { kind: 'entry', id: entry.id, scope: journalScope(entry.journalId) },
      { kind: 'entry', id: entry.id, scope: journalScope(target.id) },
      ...comments.map((id) => ({ kind: 'comment' as const, id, scope: journalScope(target.id) })),
    ]);
    return moved!;
  });
}

/** A new share key replaces the old one, so links given out before stop working. */
export async function shareEntry(deps: AppDeps, user: UserRow, entryId: string): Promise<string> {
  return deps.database.transaction(async (tx) => {
    const { entry, access, deleted } = await loadEntryFor(tx, user, entryId);
    if (deleted) throw entryDeleted();
    if (entry.userId !== user.id && !access.isOwner)
      throw forbidden('Only the author or the journal’s owner can share this entry.');
    const shareKey = newShareKey();
    await tx.db.update(tx.t.entries).set({ shareKey }).where(eq(tx.t.entries.id, entry.id));
    await recordChanges(tx, [
      { kind: 'entry', id: entry.id, scope: journalScope(entry.journalId) },
    ]);
    return shareKey;
  });
}
