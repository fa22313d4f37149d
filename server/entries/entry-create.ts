import { eq } from 'drizzle-orm';
import type { CreateEntryInput } from '../../contract/entries.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { journalAccess } from '../journals/access.js';
import { recordActivity } from '../social/activity.js';
import { editTime, newRecordId } from '../sync/client-ids.js';
import { acceptMedia, type AcceptedMedia } from '../media/media-store.js';
import { freeEntryLimit, isPlus } from '../billing/plan.js';
import { journalScope, recordChanges, userScope } from '../sync/sync-log.js';
import { countEntries } from '../account/user-json.js';
import { lockUserRow } from '../db/user-lock.js';
import type { UserRow, EntryRow } from '../db/rows.js';
import { conflict, DomainError, forbidden, invalid, notFound } from '../errors.js';
import type { StagedFile } from '../media/staged-file.js';
import { checkStorage } from '../media/storage-quota.js';
import { indexEntries } from './search-index.js';

export type NewEntryInput = Omit<CreateEntryInput, 'id'> & { id?: string | undefined };
interface NewEntryFiles {
  file?: StagedFile | undefined;
  audio_cover?: StagedFile | undefined;
}

/** The journal, if this user may post in it: 404 when they cannot see it, 403 when they only can. */
async function journalToPostIn(store: Store, user: UserRow, journalId: string) {
  const [journal] = await store.db
    .select()
    .from(store.t.journals)
    .where(eq(store.t.journals.id, journalId));
  if (!journal) throw notFound();
  const access = await journalAccess(store, user, journal);
  if (!access.canRead) throw notFound();
  if (!access.isMember)
    throw forbidden('Only the journal’s owner and collaborators can add entries to it.');
  return journal;
}

/** An entry that already has this id: the same author's is returned as it is (a replay); anyone else's is a conflict. */
async function existingEntry(
  store: Store,
  user: UserRow,
  id: string,
): Promise<EntryRow | undefined> {
  const [entry] = await store.db.select().from(store.t.entries).where(eq(store.t.entries.id, id));
  if (entry && entry.userId !== user.id) throw conflict('An entry with this id already exists.');
  return entry;
}

async function checkFreeLimit(deps: AppDeps, store: Store, user: UserRow): Promise<void> {
  const now = deps.now();
  if (isPlus(user, now)) return;
  const limit = freeEntryLimit(user, deps.config.freeEntryLimit, now);
  if ((await countEntries(store, user.id)) >= limit) {
    throw new DomainError(
      'payment-required',
      `You have reached the free limit of ${limit} entries. Upgrade to Plus to keep adding entries.`,
    );
  }
}

async function acceptFiles(
  deps: AppDeps,
  user: UserRow,
  id: string,
  journalId: string,
  files: NewEntryFiles,
) {
  const owner = { userId: user.id, entryId: id, journalId };
  const accepted: AcceptedMedia[] = [];
  try {
    const main = files.file ? await acceptMedia(deps, files.file, 'entry', owner) : undefined;
    if (main) accepted.push(main);
    if (files.audio_cover && main?.kind !== 'audio')
      throw invalid('audio_cover: only audio entries have a cover.');
    const cover = files.audio_cover
      ? await acceptMedia(deps, files.audio_cover, 'audio-cover', owner)
      : undefined;
    if (cover) accepted.push(cover);
    return { main, cover, accepted };
  } catch (error) {
    await Promise.all(accepted.map((media) => media.discard()));
    throw error;
  }
}

/**
 * Creates an entry. With files, cheap checks run first so no upload is processed for someone who
 * may not post (a text entry has nothing to spare: the checks would only run twice); the
 * transaction makes them authoritatively, serialised per user so two uploads at once cannot
 * both slip under the free limit. Returns `created: false` when the id existed (a replay).
 */
export async function createEntry(
  deps: AppDeps,
  user: UserRow,
  input: NewEntryInput,
  files: NewEntryFiles = {},
): Promise<{ entry: EntryRow; created: boolean }> {
  const now = deps.now();
  const { id, createdAt } = newRecordId(input.id, now);
  if (files.file || files.audio_cover) {
    const already = await existingEntry(deps.database.read, user, id);
    if (already) return { entry: already, created: false };
    await journalToPostIn(deps.database.read, user, input.journal_id);
    await checkFreeLimit(deps, deps.database.read, user);
  }

  const { main, cover, accepted } = await acceptFiles(deps, user, id, input.journal_id, files);
  if (input.pcm != null && main?.kind !== 'audio') {
    await Promise.all(accepted.map((media) => media.discard()));
    throw invalid('pcm: only audio entries have a waveform.');
  }
  try {
    const result = await deps.database.transaction(async (tx) => {
      const { db, t } = tx;
      // One entry creation per user at a time: two cannot both slip under the free limit.
      await lockUserRow(tx, user.id);
      const replay = await existingEntry(tx, user, id);
      if (replay) return { entry: replay, created: false };
      const journal = await journalToPostIn(tx, user, input.journal_id);
      await checkFreeLimit(deps, tx, user);
      const mediaRows = accepted.flatMap((media) => media.rows);
      if (mediaRows.length > 0) {
        const adding = mediaRows.reduce((sum, row) => sum + row.size, 0);
        await checkStorage(tx, deps.config, user, now, adding);
        await db.insert(t.media).values(mediaRows);
      }
      const [entry] = await db
        .insert(t.entries)
        .values({
          id,
          journalId: journal.id,
          userId: user.id,
          type: main?.kind ?? 'text',
          notes: input.notes ?? '',
          fileMediaId: main?.id ?? null,
          previewMediaId: main?.previewId ?? null,
          audioCoverMediaId: cover?.id ?? null,
          pcm: input.pcm ?? null,
          streakDate: input.streakDate ?? null,
          private: input.private ?? false,
          createdAt,
          lastModified: editTime(input.last_modified, now),
        })
        .returning();
      await indexEntries(tx, [entry!]);
      const line = { userId: user.id, journalId: journal.id, entryId: id, at: now };
      await recordActivity(tx, { type: 'entry-created', ...line });
      await recordChanges(tx, [
        { kind: 'entry', id, scope: journalScope(journal.id), row: entry! },
        { kind: 'user', id: user.id, scope: userScope(user.id) },
      ]);
      return { entry: entry!, created: true };
    });
    if (!result.created) await Promise.all(accepted.map((media) => media.discard()));
    return result;
  } catch (error) {
    await Promise.all(accepted.map((media) => media.discard()));
    throw error;
  }
}
