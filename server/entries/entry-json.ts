import type { Entry } from '../../contract/entries.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { isPublicEntry, type Viewer } from '../journals/access.js';
import { rowsById } from '../db/rows-by-id.js';
import { userRef } from '../account/user-json.js';
import type { UserRow, EntryRow, JournalRow, MediaRow } from '../db/rows.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** The parts of an entry every reader sees alike, at any time. */
export type SharedEntryFields = Omit<Entry, keyof ReaderEntryFields>;
/** The parts that differ by reader (the share key) or by day (signed media links). */
export type ReaderEntryFields = Pick<
  Entry,
  'user' | 'link' | 'original_link' | 'preview_link' | 'audio_cover' | 'share_key'
>;
/** What deciding who may read an entry, and its reader fields, needs of its row. */
export type EntryReach = Pick<
  EntryRow,
  | 'journalId'
  | 'userId'
  | 'private'
  | 'hiddenAt'
  | 'deletedAt'
  | 'shareKey'
  | 'fileMediaId'
  | 'previewMediaId'
  | 'audioCoverMediaId'
>;

/** An entry as every reader sees it; `file` is its file's media row, when it has one. */
export function sharedEntryFields(entry: EntryRow, file: MediaRow | undefined): SharedEntryFields {
  return {
    id: entry.id,
    journal_id: entry.journalId,
    user_id: entry.userId,
    type: entry.type,
    notes: entry.notes,
    file: file
      ? {
          id: file.id,
          type: file.mime,
          size: file.size,
          name: file.originalName,
          width: file.width,
          height: file.height,
        }
      : null,
    audio: entry.type === 'audio',
    pcm: entry.pcm ?? null,
    streakDate: entry.streakDate,
    private: entry.private,
    hidden: entry.hiddenAt !== null,
    created_at: iso(entry.createdAt),
    last_modified: iso(entry.lastModified),
  };
}

/**
 * An entry's author card, its media links (plain when anyone may see the entry, signed and
 * expiring otherwise) and its share key (only to the author and the journal's owner). `reach`
 * names only media whose rows exist (entryReach).
 */
export function readerEntryFields(
  deps: Pick<AppDeps, 'mediaUrls' | 'now'>,
  viewer: Viewer,
  reach: EntryReach,
  journal: JournalRow,
  author: UserRow,
  now: number,
): ReaderEntryFields {
  const visibility = isPublicEntry(journal, reach) ? 'public' : 'private';
  const link = (id: string | null) =>
    id ? deps.mediaUrls.link(id, visibility, now, journal.mediaKeyVersion) : null;
  const mayShare = viewer?.id === reach.userId || viewer?.id === journal.userId;
  return {
    user: userRef(deps, author),
    link: link(reach.fileMediaId),
    original_link: link(reach.fileMediaId),
    preview_link: link(reach.previewMediaId),
    audio_cover: link(reach.audioCoverMediaId),
    ...(mayShare ? { share_key: reach.shareKey } : {}),
  };
}

/** The entry's reach, naming only the media `media` holds rows of (an entry links no others). */
export function entryReach(entry: EntryRow, media: ReadonlyMap<string, MediaRow>): EntryReach {
  const known = (id: string | null) => (id && media.has(id) ? id : null);
  return {
    journalId: entry.journalId,
    userId: entry.userId,
    private: entry.private,
    hiddenAt: entry.hiddenAt,
    deletedAt: entry.deletedAt,
    shareKey: entry.shareKey,
    fileMediaId: known(entry.fileMediaId),
    previewMediaId: known(entry.previewMediaId),
    audioCoverMediaId: known(entry.audioCoverMediaId),
  };
}

/** The media rows of these entries' files, previews and audio covers, keyed by id. */
export function entryMedia(store: Store, entries: readonly EntryRow[]) {
  return rowsById(
    store,
    'media',
    entries.flatMap((e) => [e.fileMediaId, e.previewMediaId, e.audioCoverMediaId]),
  );
}

/**
 * Entries as the API shows them to this viewer (readerEntryFields says what differs by reader).
 * `known`: rows the caller has read already (a journal's page: its journal and the viewer).
 */
export async function presentEntries(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  entries: readonly EntryRow[],
  known: { journals?: readonly JournalRow[]; users?: readonly UserRow[] } = {},
): Promise<Entry[]> {
  if (entries.length === 0) return [];
  const journals = await rowsById(
    store,
    'journals',
    entries.map((e) => e.journalId),
    known.journals,
  );
  const authors = await rowsById(
    store,
    'users',
    entries.map((e) => e.userId),
    known.users,
  );
  const media = await entryMedia(store, entries);
  const now = deps.now();
  return entries.map((entry) => {
    const journal = journals.get(entry.journalId);
    const author = authors.get(entry.userId);
    if (!journal || !author) throw new Error(`entry ${entry.id} lost its journal or author`);
    const file = entry.fileMediaId ? media.get(entry.fileMediaId) : undefined;
    return {
      ...sharedEntryFields(entry, file),
      ...readerEntryFields(deps, viewer, entryReach(entry, media), journal, author, now),
    };
  });
}
