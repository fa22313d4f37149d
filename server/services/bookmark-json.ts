import type { Bookmark } from '../../contract/bookmarks.js';
import type { Tables } from '../db/schema.js';

export type BookmarkRow = Tables['bookmarks']['$inferSelect'];

export function presentBookmark(bookmark: BookmarkRow): Bookmark {
  return {
    id: bookmark.id,
    entry_id: bookmark.entryId,
    user_id: bookmark.userId,
    created_at: new Date(bookmark.createdAt).toISOString(),
  };
}
