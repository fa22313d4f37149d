import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { canReadEntry, journalAccess, type Viewer } from '../journals/access.js';
import type { Page } from '../entries/entry-queries.js';
import type { PlacedComment } from './comments.js';
import { idPage } from '../db/id-pages.js';
import { notFound } from '../errors.js';

/**
 * The entry, if the viewer may read it. A share key opens it when it is the entry's own or its
 * journal's, as on the page the comments sit under.
 */
async function entryToRead(store: Store, viewer: Viewer, entryId: string, key?: string) {
  const { db, t } = store;
  const [found] = await db
    .select({ entry: t.entries, journal: t.journals })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .where(eq(t.entries.id, entryId));
  if (!found) throw notFound();
  const access = await journalAccess(store, viewer, found.journal, key);
  if (!canReadEntry(access, viewer, found.entry, key)) throw notFound();
  return found.entry;
}

/** A page of an entry's comments, oldest first; the next cursor is the last id when more remain. */
export async function entryComments(
  store: Store,
  viewer: Viewer,
  entryId: string,
  key: string | undefined,
  page: Page,
): Promise<{ rows: PlacedComment[]; next: string | null }> {
  const entry = await entryToRead(store, viewer, entryId, key);
  const { db, t } = store;
  const comments = await db
    .select()
    .from(t.comments)
    .where(
      and(
        eq(t.comments.entryId, entry.id),
        isNull(t.comments.deletedAt),
        page.cursor ? gt(t.comments.id, page.cursor) : undefined,
      ),
    )
    .orderBy(asc(t.comments.id))
    .limit(page.limit + 1);
  const { rows, next } = idPage(comments, page.limit);
  return { rows: rows.map((comment) => ({ comment, journalId: entry.journalId })), next };
}
