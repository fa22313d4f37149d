import { sql } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import { isSqlite, runRaw } from '../db/raw-sql.js';
import type { EntryRow } from '../db/rows.js';
import {
  entryMedia,
  entryReach,
  sharedEntryFields,
  type EntryReach,
} from '../entries/entry-json.js';

/** Rows per statement: far below SQLite's bound-parameter limit (eleven values a row). */
const CHUNK = 80;

/**
 * The reach as one text, kept beside its columns for a pull to read as one value (the driver
 * makes a string of each value of a page's thousand rows) and to key the work it does once per
 * reach: the columns joined by '|', which none of them holds (ids are UUIDs, share keys
 * base64url, the rest numbers), '' for null. Migration 0008 / 0012 writes the same for entries
 * kept before.
 */
export function reachText(reach: EntryReach): string {
  const { journalId, userId, hiddenAt, shareKey } = reach;
  const media = [reach.fileMediaId, reach.previewMediaId, reach.audioCoverMediaId];
  return [
    journalId,
    userId,
    reach.private,
    hiddenAt ?? '',
    shareKey ?? '',
    ...media.map((id) => id ?? ''),
  ].join('|');
}

/** The reach reachText wrote, for deciding who may read a kept entry (it is live: kept). */
export function reachOf(text: string): EntryReach {
  const [journalId, userId, isPrivate, hiddenAt, ...rest] = text.split('|');
  const [shareKey, fileMediaId, previewMediaId, audioCoverMediaId] = rest.map((v) => v || null);
  return {
    journalId: journalId!,
    userId: userId!,
    private: isPrivate === 'true',
    hiddenAt: hiddenAt ? Number(hiddenAt) : null,
    deletedAt: null,
    shareKey: shareKey ?? null,
    fileMediaId: fileMediaId ?? null,
    previewMediaId: previewMediaId ?? null,
    audioCoverMediaId: audioCoverMediaId ?? null,
  };
}

/**
 * docs/decisions.md #23: keeps these entries as a pull sends them, in the transaction that
 * changed them and after the change, so what is kept is what commits. A live entry's row holds
 * the JSON every reader receives alike (without its closing brace, for a pull to append the
 * reader's part) and its reach; a deleted entry's row is removed, so no copy of words a person
 * deleted is kept. `held`: rows the caller holds as the change left them, not read again (a new
 * entry, an edit): reading each again cost writes a tenth of their rate. Called before the change
 * sequence's counter is taken (sync-log.ts), so the rows it reads are locked first (lockedRows).
 */
export async function keepEntryRecords(
  store: Store,
  ids: readonly string[],
  held: ReadonlyMap<string, EntryRow>,
): Promise<void> {
  if (ids.length === 0) return;
  const { t } = store;
  const unread = ids.filter((id) => !held.has(id));
  const entries = [
    ...ids.flatMap((id) => held.get(id) ?? []),
    ...(await lockedRows(store, unread)),
  ];
  const media = await entryMedia(store, entries);
  const live = entries.filter((entry) => entry.deletedAt === null);
  const r = t.entryRecords;
  for (let start = 0; start < live.length; start += CHUNK) {
    const rows = live.slice(start, start + CHUNK).map((entry) => {
      const file = entry.fileMediaId ? media.get(entry.fileMediaId) : undefined;
      const body = JSON.stringify(sharedEntryFields(entry, file)).slice(0, -1);
      const reach = entryReach(entry, media);
      return sql`(${entry.id}, ${body}, ${reach.journalId}, ${reach.userId},
        ${sql.param(reach.private, r.private)}, ${reach.hiddenAt}, ${reach.shareKey},
        ${reach.fileMediaId}, ${reach.previewMediaId}, ${reach.audioCoverMediaId},
        ${reachText(reach)})`;
    });
    // Written as SQL: drizzle's insert builder took longer to build this than to run it.
    await runRaw(
      store,
      sql`insert into ${r} (entry_id, body, journal_id, user_id, private, hidden_at, share_key,
          file_media_id, preview_media_id, audio_cover_media_id, reach)
        values ${sql.join(rows, sql`, `)}
        on conflict (entry_id) do update set body = excluded.body,
          journal_id = excluded.journal_id, user_id = excluded.user_id,
          private = excluded.private, hidden_at = excluded.hidden_at,
          share_key = excluded.share_key, file_media_id = excluded.file_media_id,
          preview_media_id = excluded.preview_media_id,
          audio_cover_media_id = excluded.audio_cover_media_id, reach = excluded.reach`,
    );
  }
  const gone = entries.filter((entry) => entry.deletedAt !== null).map((entry) => entry.id);
  await forgetEntryRecords(store, gone);
}

/**
 * The rows of these entries, locked on PostgreSQL until the transaction ends (SQLite has one
 * writer): a change that did not write an entry itself (a journal opened to a new member) must
 * not keep a copy older than one a concurrent edit is about to commit.
 */
async function lockedRows(store: Store, ids: readonly string[]): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  const { db, t } = store;
  const query = db.select().from(t.entries).where(inList(t.entries.id, ids));
  return isSqlite(store) ? query : query.for('update');
}

/**
 * Drops the kept copies of these entries, for a change that deletes them without a change of
 * their own (a journal deleted with its entries): a pull sends their tombstones from their rows.
 */
export async function forgetEntryRecords({ db, t }: Store, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(t.entryRecords).where(inList(t.entryRecords.entryId, ids));
}
