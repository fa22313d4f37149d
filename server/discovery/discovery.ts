import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { JournalPreview } from '../../contract/discovery.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import {
  entriesVisibleTo,
  journalsVisibleTo,
  type JournalAccess,
  type Viewer,
} from '../journals/access.js';
import { presentEntries } from '../entries/entry-json.js';
import type { UserRow, JournalRow } from '../db/rows.js';

/** Searches answer a handful of suggestions, never the whole table. */
const SEARCH_LIMIT = 20;
const PREVIEW_LIMIT = 8;
const EXAMPLES_LIMIT = 20;

/** The term as a LIKE pattern piece: %, _ and \ match only themselves. */
const literal = (term: string) => term.toLowerCase().replace(/[\\%_]/g, '\\$&');

/** LIKE with backslash as the escape character, the same in SQLite and PostgreSQL. */
const like = (value: SQL | Column, pattern: string) => sql`${value} like ${pattern} escape '\\'`;

/**
 * Journals the viewer may see whose title or address contains the term, whatever the case. Titles
 * with a word that starts with the term come first, then alphabetically.
 */
export async function searchJournals(
  { db, t }: Store,
  viewer: Viewer,
  term: string,
): Promise<JournalRow[]> {
  const text = literal(term);
  const title = sql`lower(${t.journals.title})`;
  const wordStart = or(
    like(title, `${text}%`),
    like(title, `% ${text}%`),
    like(t.journals.slug, `${text}%`),
    like(t.journals.slug, `%-${text}%`),
  )!;
  const rank = sql<number>`case when ${wordStart} then 0 else 1 end`;
  return db
    .select()
    .from(t.journals)
    .where(
      and(
        journalsVisibleTo(t, viewer),
        or(like(title, `%${text}%`), like(t.journals.slug, `%${text}%`)),
      ),
    )
    .orderBy(rank, title, asc(t.journals.id))
    .limit(SEARCH_LIMIT);
}

/** Accounts whose username starts with the term, whatever the case. */
export async function searchUsers({ db, t }: Store, term: string): Promise<UserRow[]> {
  return db
    .select()
    .from(t.users)
    .where(and(like(t.users.usernameKey, `${literal(term)}%`), isNull(t.users.deletedAt)))
    .orderBy(asc(t.users.usernameKey))
    .limit(SEARCH_LIMIT);
}

/** The curated example journals anyone can still see, in their curated order. */
export async function exampleJournals({ db, t }: Store): Promise<JournalRow[]> {
  return db
    .select()
    .from(t.journals)
    .where(and(isNotNull(t.journals.examplePosition), journalsVisibleTo(t, undefined)))
    .orderBy(asc(t.journals.examplePosition), asc(t.journals.id))
    .limit(EXAMPLES_LIMIT);
}

/** The newest pictures and videos of a journal the viewer may read, as links for its card. */
export async function journalPreviews(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  access: JournalAccess,
): Promise<JournalPreview[]> {
  const { db, t } = store;
  const rows = await db
    .select({ entry: t.entries })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .where(
      and(
        eq(t.entries.journalId, access.journal.id),
        inArray(t.entries.type, ['image', 'video']),
        entriesVisibleTo(t, viewer),
      ),
    )
    .orderBy(desc(t.entries.id))
    .limit(PREVIEW_LIMIT);
  const entries = await presentEntries(
    deps,
    store,
    viewer,
    rows.map((row) => row.entry),
  );
  return entries.map((entry) => ({
    entry_id: entry.id,
    type: entry.type as JournalPreview['type'],
    preview_link: entry.preview_link,
    link: entry.link,
  }));
}
