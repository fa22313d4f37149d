import { and, eq, inArray, isNull } from 'drizzle-orm';
import { presentBookmark } from '../social/bookmark-json.js';
import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of bookmark records (see sync-presenter.ts): the user's own live bookmarks. */
export const presentBookmarksForSync: SyncPresenter<'bookmark'> = async (
  _deps,
  { db, t },
  user,
  ids,
) => {
  const rows = await db
    .select()
    .from(t.bookmarks)
    .where(
      and(
        inArray(t.bookmarks.id, [...ids]),
        eq(t.bookmarks.userId, user.id),
        isNull(t.bookmarks.deletedAt),
      ),
    );
  return new Map(rows.map((row) => [row.id, presentBookmark(row)]));
};
