import { sql } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import { entryMedia, entryReach, sharedEntryFields } from '../entries/entry-json.js';

/** Rows per statement: far below SQLite's bound-parameter limit (ten values a row). */
const CHUNK = 80;

/**
 * docs/decisions.md #23: keeps these entries as a pull sends them, in the transaction that
 * changed them and after the change, so what is kept is what commits. A live entry's row holds
 * the JSON every reader receives alike (without its closing brace, for a pull to append the
 * reader's part) and its reach; a deleted entry's row is removed, so no copy of words a person
 * deleted is kept.
 */
export async function keepEntryRecords(store: Store, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { db, t } = store;
  const entries = await db.select().from(t.entries).where(inList(t.entries.id, ids));
  const media = await entryMedia(store, entries);
  const live = entries.filter((entry) => entry.deletedAt === null);
  for (let start = 0; start < live.length; start += CHUNK) {
    const rows = live.slice(start, start + CHUNK).map((entry) => {
      const file = entry.fileMediaId ? media.get(entry.fileMediaId) : undefined;
      const json = JSON.stringify(sharedEntryFields(entry, file));
      const { deletedAt: _live, ...reach } = entryReach(entry, media);
      return { entryId: entry.id, body: json.slice(0, -1), ...reach };
    });
    await db
      .insert(t.entryRecords)
      .values(rows)
      .onConflictDoUpdate({
        target: t.entryRecords.entryId,
        set: {
          body: sql`excluded.body`,
          journalId: sql`excluded.journal_id`,
          userId: sql`excluded.user_id`,
          private: sql`excluded.private`,
          hiddenAt: sql`excluded.hidden_at`,
          shareKey: sql`excluded.share_key`,
          fileMediaId: sql`excluded.file_media_id`,
          previewMediaId: sql`excluded.preview_media_id`,
          audioCoverMediaId: sql`excluded.audio_cover_media_id`,
        },
      });
  }
  const gone = entries.filter((entry) => entry.deletedAt !== null).map((entry) => entry.id);
  await forgetEntryRecords(store, gone);
}

/**
 * Drops the kept copies of these entries, for a change that deletes them without a change of
 * their own (a journal deleted with its entries): a pull sends their tombstones from their rows.
 */
export async function forgetEntryRecords({ db, t }: Store, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(t.entryRecords).where(inList(t.entryRecords.entryId, ids));
}
