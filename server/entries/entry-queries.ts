import { and, count, desc, eq, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { preparedRead } from '../db/prepared.js';
import type { Tables } from '../db/schema.js';
import type { JournalAccess, Viewer } from '../journals/access.js';
import { canReadEntry, entriesVisibleTo, journalAccess } from '../journals/access.js';
import { idPage } from '../db/id-pages.js';
import { journalById } from '../journals/journal-by-id.js';
import type { EntryRow } from '../db/rows.js';
import { notFound } from '../errors.js';

export interface Page {
  cursor?: string | undefined;
  limit: number;
}

/** An entry with the viewer's rights on its journal; 404 when there is no such entry. */
export async function entryWithAccess(store: Store, viewer: Viewer, entryId: string) {
  const { db, t } = store;
  const [entry] = await db.select().from(t.entries).where(eq(t.entries.id, entryId));
  if (!entry) throw notFound();
  const journal = await journalById(store, entry.journalId);
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

/** Which of the readable-entries conditions apply: the viewer's rights, not their values. */
interface ReadableShape {
  signedIn: boolean;
  /** a member or an admin sees private entries */
  privileged: boolean;
  /** the owner or an admin sees hidden entries */
  seesHidden: boolean;
}

const shapeOf = (viewer: Viewer, access: JournalAccess): ReadableShape => ({
  signedIn: viewer !== undefined,
  privileged: access.isAdmin || access.isMember,
  seesHidden: access.isOwner || access.isAdmin,
});

/** The readable-entries condition of a shape, with the journal and the viewer as values or placeholders. */
function readableWhere(
  t: Tables,
  shape: ReadableShape,
  journalId: string | Placeholder,
  viewerId: string | Placeholder | undefined,
): SQL {
  const mine =
    shape.signedIn && viewerId !== undefined ? eq(t.entries.userId, viewerId) : undefined;
  return and(
    eq(t.entries.journalId, journalId),
    isNull(t.entries.deletedAt),
    shape.privileged ? undefined : or(eq(t.entries.private, false), mine),
    shape.seesHidden ? undefined : or(isNull(t.entries.hiddenAt), mine),
  )!;
}

/** SQL: the entries of a journal the viewer may read, by their access to it (a share key counts). */
export function entriesReadableIn(t: Tables, viewer: Viewer, access: JournalAccess): SQL {
  return readableWhere(t, shapeOf(viewer, access), access.journal.id, viewer?.id);
}

type PageParams = { journal: string; viewer?: string; cursor?: string; limit: number };

/** A journal's page query for each shape and cursor (built once each: it runs on every page view). */
const pageQueries = new Map<string, (store: Store, params: PageParams) => Promise<EntryRow[]>>();

function pageQuery(shape: ReadableShape, after: boolean) {
  const name = `journal_entries_${+shape.signedIn}${+shape.privileged}${+shape.seesHidden}${+after}`;
  let query = pageQueries.get(name);
  if (!query) {
    query = preparedRead<PageParams, EntryRow[]>(name, ({ db, t }) =>
      db
        .select()
        .from(t.entries)
        .where(
          and(
            readableWhere(t, shape, sql.placeholder('journal'), sql.placeholder('viewer')),
            after ? lt(t.entries.id, sql.placeholder('cursor')) : undefined,
          ),
        )
        .orderBy(desc(t.entries.id))
        .limit(sql.placeholder('limit')),
    );
    pageQueries.set(name, query);
  }
  return query;
}

/** A page of a journal's entries as this viewer may see them (access already grants the journal). */
export async function journalEntries(
  store: Store,
  viewer: Viewer,
  access: JournalAccess,
  page: Page,
) {
  const { cursor } = page;
  const rows = await pageQuery(shapeOf(viewer, access), Boolean(cursor))(store, {
    journal: access.journal.id,
    ...(viewer ? { viewer: viewer.id } : {}),
    ...(cursor ? { cursor } : {}),
    limit: page.limit + 1,
  });
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

/** How many entries authorEntries would page through: a profile's count for someone else. */
export async function authorEntryCount(
  { db, t }: Store,
  viewer: Viewer,
  authorId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .where(and(eq(t.entries.userId, authorId), entriesVisibleTo(t, viewer)));
  return Number(row?.n ?? 0);
}
