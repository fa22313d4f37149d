import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { EntryHit, EntrySearchPage, EntrySearchQuery } from '../../contract/search.js';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import { invalid } from '../errors.js';
import { entriesVisibleTo, type Viewer } from '../journals/access.js';
import { snippetOf } from './entry-snippet.js';
import { CANDIDATES } from './search-candidates.js';
import { docsReadableBy } from './search-index-pg.js';
import { rankedEntries } from './search-ranking.js';
import { parseSearchQuery } from './search-words.js';

const DAY = 24 * 60 * 60 * 1000;

/** The cursor is opaque to the page: how many results it has had. */
const cursorOf = (offset: number) =>
  Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown };
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0 && o < CANDIDATES) return o;
  } catch {
    // Fall through to the refusal below.
  }
  throw invalid('cursor must be the `next` value of an earlier page.');
}

/** Days are UTC days of the entry's creation, the two ends included. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * GET /api/search/entries: the entries the viewer may read (entriesVisibleTo, the rule of every
 * list of entries) holding the words and tags of `q`, best match first, a page at a time.
 */
export async function searchEntries(
  store: Store,
  viewer: Viewer,
  input: EntrySearchQuery,
): Promise<EntrySearchPage> {
  const query = parseSearchQuery(input.q);
  if (query.terms.length === 0 && query.tags.length === 0) return { entries: [], next: null };
  const offset = offsetOf(input.cursor);
  const { db, t } = store;
  const tagged = query.tags.map(
    (tag) =>
      sql`entry_search_docs.entry_id in (select entry_id from entry_tags where tag = ${tag})`,
  );
  const entryFilter = and(
    input.type ? eq(t.entries.type, input.type) : undefined,
    input.after ? gte(t.entries.createdAt, dayStart(input.after)) : undefined,
    input.before ? lt(t.entries.createdAt, dayStart(input.before) + DAY) : undefined,
  );
  const where = and(
    entriesVisibleTo(t, viewer),
    input.journal ? eq(t.entries.journalId, input.journal) : undefined,
    entryFilter,
    ...query.tags.map(
      (tag) => sql`${t.entries.id} in (select entry_id from entry_tags where tag = ${tag})`,
    ),
  )!;
  const docs = and(
    docsReadableBy(t, viewer),
    input.journal ? sql`entry_search_docs.journal_id = ${input.journal}` : undefined,
    ...tagged,
  )!;
  const scope = { where, docs, entryFilter };
  const ranked = await rankedEntries(store, query, scope, { limit: input.limit + 1, offset });
  const hits = ranked.slice(0, input.limit);
  if (hits.length === 0) return { entries: [], next: null };

  const rows = await db
    .select({ entry: t.entries, journal: t.journals, user: t.users.username })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .innerJoin(t.users, eq(t.users.id, t.journals.userId))
    .where(
      inList(
        t.entries.id,
        hits.map((hit) => hit.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.entry.id, row]));
  const entries = hits.flatMap(({ id, score }): EntryHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const { entry, journal, user } = row;
    return [
      {
        id: entry.id,
        journal_id: journal.id,
        journal_title: journal.title,
        user,
        journal_slug: journal.slug,
        type: entry.type,
        created_at: new Date(entry.createdAt).toISOString(),
        private: entry.private,
        snippet: snippetOf(entry.notes, query),
        score: Number(score),
      },
    ];
  });
  return {
    entries,
    // Past the ranked candidates there is nothing more to hand out (search-ranking.ts).
    next:
      ranked.length > input.limit && offset + input.limit < CANDIDATES
        ? cursorOf(offset + input.limit)
        : null,
  };
}
