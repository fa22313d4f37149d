import type { Entry } from '../../contract/entries.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { isPublicEntry, type Viewer } from '../journals/access.js';
import { rowsById } from '../db/rows-by-id.js';
import { userRef } from '../account/user-json.js';
import type { UserRow, EntryRow, JournalRow } from '../db/rows.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Entries as the API shows them to this viewer. Media links are plain when anyone may see the
 * entry and signed (expiring) otherwise; the share key only to the author and the journal's owner.
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
  const media = await rowsById(
    store,
    'media',
    entries.flatMap((e) => [e.fileMediaId, e.previewMediaId, e.audioCoverMediaId]),
  );
  const now = deps.now();
  return entries.map((entry) => {
    const journal = journals.get(entry.journalId);
    const author = authors.get(entry.userId);
    if (!journal || !author) throw new Error(`entry ${entry.id} lost its journal or author`);
    const visibility = isPublicEntry(journal, entry) ? 'public' : 'private';
    const link = (id: string | null) =>
      id && media.has(id)
        ? deps.mediaUrls.link(id, visibility, now, journal.mediaKeyVersion)
        : null;
    const file = entry.fileMediaId ? media.get(entry.fileMediaId) : undefined;
    const mayShare = viewer?.id === entry.userId || viewer?.id === journal.userId;
    return {
      id: entry.id,
      journal_id: entry.journalId,
      user_id: entry.userId,
      user: userRef(deps, author),
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
      link: link(entry.fileMediaId),
      original_link: link(entry.fileMediaId),
      preview_link: link(entry.previewMediaId),
      audio_cover: link(entry.audioCoverMediaId),
      audio: entry.type === 'audio',
      pcm: entry.pcm ?? null,
      streakDate: entry.streakDate,
      private: entry.private,
      hidden: entry.hiddenAt !== null,
      ...(mayShare ? { share_key: entry.shareKey } : {}),
      created_at: iso(entry.createdAt),
      last_modified: iso(entry.lastModified),
    };
  });
}
