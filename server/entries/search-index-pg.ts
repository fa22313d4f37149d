import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import { rowsOf } from '../db/raw-sql.js';
import { journalsVisibleTo, type Viewer } from '../journals/access.js';
import {
  CANDIDATES,
  type RankedHit,
  type SearchPage,
  type SearchScope,
} from './search-candidates.js';
import { withTagWords, type WordsQuery } from './search-words.js';

/** to_tsquery's question: every term (quoted: letters and digits only), the last as a prefix. */
export function tsQuery(query: WordsQuery): string {
  const last = query.terms.length - 1;
  return query.terms
    .map((term, i) => `'${term}'${query.prefix && i === last ? ':*' : ''}`)
    .join(' & ');
}

/**
 * The journals' side of the read rule, over the index's own columns (migration pg/0007): the
 * journals the viewer may open (journalsVisibleTo), and for a signed-in viewer their own entries
 * wherever they are. It is wider than entriesVisibleTo, never narrower: the exact rule follows.
 */
export function docsReadableBy(t: Tables, viewer: Viewer): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  const journals = sql`entry_search_docs.journal_id in (select "journals"."id" from "journals" where ${journalsVisibleTo(t, viewer)})`;
  return viewer ? sql`(${journals} or entry_search_docs.user_id = ${viewer.id})` : journals;
}

/**
 * PostgreSQL: ts_rank over the GIN-indexed tsvector of the folded words ('simple': no stemming),
 * among the newest CANDIDATES matches the viewer may read, so a word in most entries is not
 * ranked across all of them. The candidates are chosen from the index table alone (its journal
 * and author columns), where PostgreSQL's statistics of the words let it pick between the GIN
 * index and a newest-first walk; joined with entries first, it walked entries newest first for
 * words in a few percent of them, testing each (27 ms at the 95th percentile over 100,000).
 */
export async function rankPg(
  store: Store,
  query: WordsQuery,
  scope: SearchScope,
  page: SearchPage,
): Promise<RankedHit[]> {
  // Asking the GIN index for a tag's words too keeps "#garden rafen" from reading every entry
  // with "rafen".
  const question = sql`to_tsquery('simple', ${tsQuery(withTagWords(query))})`;
  const entryFilter = scope.entryFilter
    ? sql` and exists (select 1 from "entries" where "entries"."id" = entry_search_docs.entry_id and ${scope.entryFilter})`
    : sql``;
  const rows = await rowsOf<RankedHit>(
    store,
    sql`select "entries"."id" as id, ts_rank(candidates.vector, ${question})::float8 as score
      from (
        select entry_search_docs.entry_id, entry_search_docs.vector
        from entry_search_docs
        where entry_search_docs.vector @@ ${question} and ${scope.docs}${entryFilter}
        order by entry_search_docs.entry_id desc
        limit ${CANDIDATES}
      ) as candidates
      join "entries" on "entries"."id" = candidates.entry_id
      join "journals" on "journals"."id" = "entries"."journal_id"
      where ${scope.where}
      order by score desc, id desc
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
}
