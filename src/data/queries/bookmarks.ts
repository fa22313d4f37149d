import type { Bookmark } from '../../../contract/bookmarks';
import type { Entry } from '../../../contract/entries';
import type { Local, RitualDb } from '../../../local-store/db';
import { newestFirst } from './order';

export type BookmarkWithEntry = Local<Bookmark> & { entry: Local<Entry> | null };

/**
 * The user's bookmarks, newest first, each with its entry; null when the entry is not held here
 * (one in a journal the user does not sync and has not opened, or gone).
 */
export async function bookmarksOf(db: RitualDb, userId: string): Promise<BookmarkWithEntry[]> {
  const bookmarks = await db.bookmarks.filter((bookmark) => bookmark.user_id === userId).toArray();
  bookmarks.sort(newestFirst);
  const entries = await db.entries.bulkGet(bookmarks.map((bookmark) => bookmark.entry_id));
  return bookmarks.map((bookmark, i) => ({ ...bookmark, entry: entries[i] ?? null }));
}
