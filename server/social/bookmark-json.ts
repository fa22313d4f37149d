import type { Bookmark } from '../../contract/bookmarks.js';
import type { BookmarkRow } from '../db/rows.js';

export function presentBookmark(bookmark: BookmarkRow): Bookmark {
  return {
    id: bookmark.id,
    entry_id: bookmark.entryId,
    user_id: bookmark.userId,
    created_at: new Date(bookmark.createdAt).toISOString(),
  };
}
