import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { presentBookmark } from './bookmark-json.js';
import { newRecordId } from '../sync/client-ids.js';
import { entryDeleted, loadEntryFor } from '../entries/entries.js';
import { presentEntries } from '../entries/entry-json.js';
import type { Page } from '../entries/entry-queries.js';
import { readableEntries } from '../entries/readable-entries.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import { idPage } from '../db/id-pages.js';
import type { UserRow, BookmarkRow } from '../db/rows.js';
import { conflict, gone, notFound } from '../errors.js';

const findBookmark = async ({ db, t }: Store, id: string) =>
  (await db.select().from(t.bookmarks).where(eq(t.bookmarks.id, id)))[0];

const liveBookmark = async ({ db, t }: Store, userId: string, entryId: string) =>
  (
    await db
      .select()
      .from(t.bookmarks)
      .where(
        and(
          eq(t.bookmarks.userId, userId),
          eq(t.bookmarks.entryId, entryId),
          isNull(t.bookmarks.deletedAt),
        ),
      )
  )[0];

/** The bookmark this id names, if the user already made it (a replay); someone else's is a conflict. */
async function earlierBookmark(store: Store, user: UserRow, id: string) {
  const existing = await findBookmark(store, id);
  if (!existing) return undefined;
  if (existing.userId !== user.id) throw conflict('A bookmark with this id already exists.');
  if (existing.deletedAt !== null) throw gone('This bookmark was removed.');
  return existing;
}

/**
 * Bookmarks an entry the user may read. One live bookmark per user and entry: bookmarking the
 * same entry again answers with the bookmark already there (`created: false`).
 */
export async function createBookmark(
  deps: AppDeps,
  user: UserRow,
  input: { id?: string | undefined; entry_id: string },
): Promise<{ bookmark: BookmarkRow; created: boolean }> {
  const now = deps.now();
  const { id, createdAt } = newRecordId(input.id, now);
  return deps.database.transaction(async (tx) => {
    const replay = await earlierBookmark(tx, user, id);
    if (replay) return { bookmark: replay, created: false };
    const { entry, deleted } = await loadEntryFor(tx, user, input.entry_id);
    if (deleted) throw entryDeleted();
    const same = await liveBookmark(tx, user.id, entry.id);
    if (same) return { bookmark: same, created: false };
    const [bookmark] = await tx.db
      .insert(tx.t.bookmarks)
      .values({ id, userId: user.id, entryId: entry.id, createdAt, lastModified: now })
      .onConflictDoNothing()
      .returning();
    if (!bookmark) {
      // A concurrent request took this id or bookmarked this entry first: answer with its bookmark.
      const winner =
        (await earlierBookmark(tx, user, id)) ?? (await liveBookmark(tx, user.id, entry.id));
      if (!winner) throw conflict('This bookmark changed meanwhile. Please try again.');
      return { bookmark: winner, created: false };
    }
    await recordChanges(tx, [{ kind: 'bookmark', id, scope: userScope(user.id) }]);
    return { bookmark, created: true };
  });
}

/** Only its owner sees a bookmark, so for anyone else it does not exist. Removing twice is fine. */
export async function deleteBookmark(deps: AppDeps, user: UserRow, bookmarkId: string) {
  await deps.database.transaction(async (tx) => {
    const bookmark = await findBookmark(tx, bookmarkId);
    if (!bookmark || bookmark.userId !== user.id) throw notFound();
    if (bookmark.deletedAt !== null) return;
    const now = deps.now();
    await tx.db
      .update(tx.t.bookmarks)
      .set({ deletedAt: now, lastModified: now })
      .where(eq(tx.t.bookmarks.id, bookmark.id));
    await recordChanges(tx, [{ kind: 'bookmark', id: bookmark.id, scope: userScope(user.id) }]);
  });
}

/** A page of the user's bookmarks, newest first, each with its entry while the user may read it. */
export async function listBookmarks(deps: AppDeps, user: UserRow, page: Page) {
  const store = deps.database.read;
  const { db, t } = store;
  const rows = await db
    .select()
    .from(t.bookmarks)
    .where(
      and(
        eq(t.bookmarks.userId, user.id),
        isNull(t.bookmarks.deletedAt),
        page.cursor ? lt(t.bookmarks.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(t.bookmarks.id))
    .limit(page.limit + 1);
  const { rows: shown, next } = idPage(rows, page.limit);
  const readable = await readableEntries(
    store,
    user,
    shown.map((b) => b.entryId),
  );
  const entries = new Map(
    (await presentEntries(deps, store, user, [...readable.values()])).map((e) => [e.id, e]),
  );
  return {
    bookmarks: shown.map((b) => ({ ...presentBookmark(b), entry: entries.get(b.entryId) ?? null })),
    next,
  };
}
