import { and, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import type { JournalAccess, Viewer } from './access.js';
import { canReadEntry, entriesVisibleTo, journalAccess } from './access.js';
import { notFound } from '../http/errors.js';
import { idPage } from './id-pages.js';

export interface Page {
  cursor?: string | undefined;
  limit: number;
}

/** An entry with the viewer's rights on its journal; 404 when there is no such entry. */
export async function entryWithAccess(store: Store, viewer: Viewer, entryId: string) {
  const { db, t } = store;
  const [entry] = await db.select().from(t.entries).where(eq(t.entries.id, entryId));
  if (!entry) throw notFound();
  const [journal] = await db.select().from(t.journals).where(eq(t.journals.id, entry.journalId));
  if (!journal) throw notFound();
  return { entry, access: await journalAccess(store, viewer, journal) };
}

/** One entry, if the viewer may read it (with the entry's share key, if given). */
export async function readableEntry(
  store: Store,
  viewer: Viewer,
  entryId: string,
  entryKey?: string,
) {
  const { entry, access } = await entryWithAccess(store, viewer, entryId);
  if (!canReadEntry(access, viewer, entry, entryKey)) throw notFound();
  return entry;
}

export async function sharedEntry(store: Store, viewer: Viewer, shareKey: string) {
  const { db, t } = store;
  const [entry] = await db.select().from(t.entries).where(eq(t.entries.shareKey, shareKey));
  if (!entry) throw notFound();
  return readableEntry(store, viewer, entry.id, shareKey);
}

/** SQL: the entries of a journal the viewer may read, by their access to it (a share key counts). */
export function entriesReadableIn(t: Tables, viewer: Viewer, access: JournalAccess): SQL {
  const mine = viewer ? eq(t.entries.userId, viewer.id) : undefined;
  const privileged = access.isAdmin || access.isMember;
  return and(
    eq(t.entries.journalId, access.journal.id),
    isNull(t.entries.deletedAt),
    privileged ? undefined : or(eq(t.entries.private, false), mine),
    access.isOwner || access.isAdmin ? undefined : or(isNull(t.entries.hiddenAt), mine),
  )!;
}

/** A page of a journal's entries as this viewer may see them (access already grants the journal). */
export async function journalEntries(
  store: Store,
  viewer: Viewer,
  access: JournalAccess,
  page: Page,
) {
  const { db, t } = store;
  const rows = await db
    .select()
    .from(t.entries)
    .where(
      and(
        entriesReadableIn(t, viewer, access),
        page.cursor ? lt(t.entries.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(t.entries.id))
    .limit(page.limit + 1);
  return idPage(rows, page.limit);
}

/** A page of one author's entries across every journal the viewer may read. */
export async function authorEntries(store: Store, viewer: Viewer, authorId: string, page: Page) {
  const { db, t } = store;
  const rows = await db
    .select({ entry: t.entries })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .where(
      and(
        eq(t.entries.userId, authorId),
        entriesVisibleTo(t, viewer),
        page.cursor ? lt(t.entries.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(t.entries.id))
    .limit(page.limit + 1);
  return idPage(
    rows.map((row) => row.entry),
    page.limit,
  );
}
