import { and, eq, isNull, like, lte, or } from 'drizzle-orm';
import { journalSlug } from '../../contract/journals.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { journalAccess, type Viewer } from './access.js';
import { recordActivity } from '../social/activity.js';
import { editTime, newRecordId } from '../sync/client-ids.js';
import { recordAudienceChanged } from './journal-audience.js';
import { journalById } from './journal-by-id.js';
import { renewedMediaKey } from '../media/media-key.js';
import { acceptMedia, removeMediaFiles } from '../media/media-store.js';
import { newShareKey } from './share-keys.js';
import { journalScope, recordChanges, userScope, type Change } from '../sync/sync-log.js';
import { lockUserRow } from '../db/user-lock.js';
import type { UserRow, JournalRow } from '../db/rows.js';
import { conflict, forbidden, gone, notFound } from '../errors.js';
import type { StagedFile } from '../media/staged-file.js';
import { unindexEntries } from '../entries/search-index.js';
import { forgetEntryRecords } from '../sync/entry-records.js';

interface JournalFields {
  title?: string | undefined;
  slug?: string | undefined;
  description?: string | undefined;
  private?: boolean | undefined;
  open?: boolean | undefined;
  last_modified?: number | undefined;
}

const journalDeleted = () => gone('This journal was deleted.');

/** The journal and the viewer's rights; 404 for those who may not see it, 410 for a tombstone its members knew. */
export async function loadJournalFor(
  store: Store,
  viewer: Viewer,
  journalId: string,
  shareKey?: string,
) {
  const journal = await journalById(store, journalId);
  if (!journal) throw notFound();
  const access = await journalAccess(store, viewer, journal, shareKey);
  if (journal.deletedAt !== null) throw access.isMember ? journalDeleted() : notFound();
  if (!access.canRead) throw notFound();
  return access;
}

/** The journal a share key opens, with the viewer's rights (the key admits them to a private one). */
export async function loadSharedJournal(store: Store, viewer: Viewer, shareKey: string) {
  const [journal] = await store.db
    .select({ id: store.t.journals.id })
    .from(store.t.journals)
    .where(eq(store.t.journals.shareKey, shareKey));
  if (!journal) throw notFound();
  return loadJournalFor(store, viewer, journal.id, shareKey);
}

async function loadOwnJournal(store: Store, user: UserRow, journalId: string) {
  const access = await loadJournalFor(store, user, journalId);
  if (!access.isOwner) throw forbidden('Only the journal’s owner can change it.');
  return access.journal;
}

/** The first of slug, slug-2, slug-3… the owner does not use yet. */
async function freeSlug({ db, t }: Store, userId: string, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: t.journals.slug })
        .from(t.journals)
        .where(
          and(
            eq(t.journals.userId, userId),
            isNull(t.journals.deletedAt),
            or(eq(t.journals.slug, base), like(t.journals.slug, `${base}-%`)),
          ),
        )
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 55)}-${n}`;
  return slug;
}

async function slugInUse(
  { db, t }: Store,
  userId: string,
  slug: string,
  exceptId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: t.journals.id })
    .from(t.journals)
    .where(
      and(eq(t.journals.userId, userId), eq(t.journals.slug, slug), isNull(t.journals.deletedAt)),
    );
  return rows.some((row) => row.id !== exceptId);
}

export async function createJournal(
  deps: AppDeps,
  user: UserRow,
  input: JournalFields & { id?: string | undefined; title: string },
): Promise<{ journal: JournalRow; created: boolean }> {
  const now = deps.now();
  const { id, createdAt } = newRecordId(input.id, now);
  return deps.database.transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const [existing] = await tx.db.select().from(tx.t.journals).where(eq(tx.t.journals.id, id));
    if (existing) {
      if (existing.userId !== user.id) throw conflict('A journal with this id already exists.');
      return { journal: existing, created: false };
    }
    let slug = input.slug;
    if (slug !== undefined && (await slugInUse(tx, user.id, slug, id)))
      throw conflict('You already have a journal at this address.');
    slug ??= await freeSlug(tx, user.id, journalSlug(input.title));
    const [journal] = await tx.db
      .insert(tx.t.journals)
      .values({
        id,
        userId: user.id,
        slug,
        title: input.title,
        description: input.description ?? '',
        private: input.private ?? true,
        open: input.open ?? false,
        createdAt,
        lastModified: editTime(input.last_modified, now),
      })
      .returning();
    await recordActivity(tx, { type: 'journal-created', userId: user.id, journalId: id, at: now });
    await recordChanges(tx, [
      { kind: 'journal', id, scope: journalScope(id) },
      { kind: 'user', id: user.id, scope: userScope(user.id) },
    ]);
    return { journal: journal!, created: true };
  });
}

/** docs/decisions.md #6: an update older than the stored journal's last edit is not applied. */
export async function updateJournal(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
  input: JournalFields,
) {
  return deps.database.transaction(async (tx) => {
    const journal = await loadOwnJournal(tx, user, journalId);
    const lastModified = editTime(input.last_modified, deps.now());
    if (lastModified < journal.lastModified) return { journal, applied: false };
    if (input.slug !== undefined && (await slugInUse(tx, user.id, input.slug, journal.id))) {
      throw conflict('You already have a journal at this address.');
    }
    const { last_modified: _ignored, ...fields } = input;
    const [updated] = await tx.db
      .update(tx.t.journals)
      .set({
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        // Made private: the links handed out while it was public, signed ones too, stop working.
        ...(fields.private === true && !journal.private ? renewedMediaKey(tx.t) : {}),
        lastModified,
      })
      // Checked again as it writes: on PostgreSQL a newer edit or a delete may have committed since
      // the read above, and must not be overwritten (docs/decisions.md #6).
      .where(
        and(
          eq(tx.t.journals.id, journal.id),
          isNull(tx.t.journals.deletedAt),
          lte(tx.t.journals.lastModified, lastModified),
        ),
      )
      .returning();
    if (!updated) return { journal: await loadOwnJournal(tx, user, journalId), applied: false };
    await recordChanges(tx, [
      { kind: 'journal', id: journal.id, scope: journalScope(journal.id) },
      { kind: 'user', id: user.id, scope: userScope(user.id) },
    ]);
    if (updated.private !== journal.private) await recordAudienceChanged(tx, journal.id);
    return { journal: updated, applied: true };
  });
}

/** Deletes a journal and every entry in it: one tombstone for the journal (clients drop its entries). */
export async function deleteJournal(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
): Promise<void> {
  const removed = await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const row = await journalById(tx, journalId);
    if (row?.deletedAt != null && row.userId === user.id) return [];
    const journal = await loadOwnJournal(tx, user, journalId);
    const now = deps.now();
    await db
      .update(t.journals)
      .set({ deletedAt: now, lastModified: now, shareKey: null })
      .where(eq(t.journals.id, journal.id));
    const entries = await db
      .update(t.entries)
      .set({ deletedAt: now, lastModified: now, notes: '', pcm: null, shareKey: null })
      .where(and(eq(t.entries.journalId, journal.id), isNull(t.entries.deletedAt)))
      .returning({ id: t.entries.id, userId: t.entries.userId });
    await unindexEntries(
      tx,
      entries.map((e) => e.id),
    );
    await forgetEntryRecords(
      tx,
      entries.map((e) => e.id),
    );
    const media = await db
      .update(t.media)
      .set({ deletedAt: now })
      .where(and(isNull(t.media.deletedAt), eq(t.media.journalId, journal.id)))
      .returning({ storageName: t.media.storageName });
    const authors = new Set([user.id, ...entries.map((e) => e.userId)]);
    const changes: Change[] = [
      { kind: 'journal', id: journal.id, scope: journalScope(journal.id) },
    ];
    for (const author of authors)
      changes.push({ kind: 'user', id: author, scope: userScope(author) });
    await recordChanges(tx, changes);
    await recordAudienceChanged(tx, journal.id);
    return media.map((m) => m.storageName);
  });
  await removeMediaFiles(deps, removed);
}

/** A new key replaces the old one, so links given out before stop working. */
export async function shareJournal(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
): Promise<string> {
  return deps.database.transaction(async (tx) => {
    const journal = await loadOwnJournal(tx, user, journalId);
    const shareKey = newShareKey();
    await tx.db.update(tx.t.journals).set({ shareKey }).where(eq(tx.t.journals.id, journal.id));
    await recordChanges(tx, [{ kind: 'journal', id: journal.id, scope: journalScope(journal.id) }]);
    return shareKey;
  });
}

export async function setJournalIcon(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
  file: StagedFile,
): Promise<JournalRow> {
  await loadOwnJournal(deps.database.read, user, journalId);
  const icon = await acceptMedia(deps, file, 'icon', { userId: user.id, journalId });
  try {
    const { journal, replaced } = await deps.database.transaction(async (tx) => {
      const current = await loadOwnJournal(tx, user, journalId);
      const now = deps.now();
      const old = current.iconMediaId
        ? await tx.db
            .update(tx.t.media)
            .set({ deletedAt: now })
            .where(eq(tx.t.media.id, current.iconMediaId))
            .returning({ storageName: tx.t.media.storageName })
        : [];
      await tx.db.insert(tx.t.media).values(icon.rows);
      const [updated] = await tx.db
        .update(tx.t.journals)
        .set({ iconMediaId: icon.id, lastModified: Math.max(now, current.lastModified) })
        .where(eq(tx.t.journals.id, current.id))
        .returning();
      await recordChanges(tx, [
        { kind: 'journal', id: current.id, scope: journalScope(current.id) },
      ]);
      return { journal: updated!, replaced: old.map((m) => m.storageName) };
    });
    await removeMediaFiles(deps, replaced);
    return journal;
  } catch (error) {
    await icon.discard();
    throw error;
  }
}
