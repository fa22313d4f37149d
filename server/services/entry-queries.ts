import { and, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { JournalAccess, EntryRow, Viewer } from './access.js';
import { canReadEntry, entriesVisibleTo, journalAccess } from './access.js';
import { notFound } from '../http/errors.js';

export interface Page {
  cursor?: string | undefined;
  limit: number;
}

/** Newest first by id (UUIDv7 sorts by time); the next cursor is the last id when more remain. */
function paged(rows: EntryRow[], limit: number): { rows: EntryRow[]; next: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more ? page[page.length - 1]!.id : null };
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

/** A page of a journal's entries as this viewer may see them (access already grants the journal). */
export async function journalEntries(
  store: Store,
  viewer: Viewer,
  access: JournalAccess,
  page: Page,
) {
  const { db, t } = store;
  const conditions: (SQL | undefined)[] = [
    eq(t.entries.journalId, access.journal.id),
    isNull(t.entries.deletedAt),
  ];
  const mine = viewer ? eq(t.entries.userId, viewer.id) : undefined;
  if (!access.isMember && !access.isAdmin)
    conditions.push(mine ? or(eq(t.entries.private, false), mine) : eq(t.entries.private, false));
  if (!access.isOwner && !access.isAdmin)
    conditions.push(mine ? or(isNull(t.entries.hiddenAt), mine) : isNull(t.entries.hiddenAt));
  if (page.cursor) conditions.push(lt(t.entries.id, page.cursor));
  const rows = await db
    .select()
    .from(t.entries)
    .where(and(...conditions))
    .orderBy(desc(t.entries.id))
    .limit(page.limit + 1);
  return paged(rows, page.limit);
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
  return paged(
    rows.map((row) => row.entry),
    page.limit,
  );
}
