import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { rowsOf } from '../db/raw-sql.js';
import { CANDIDATES, type RankedHit, type SearchPage } from './search-candidates.js';
import { withTagWords, type WordsQuery } from './search-words.js';

/** FTS5's question: every term (quoted: they are letters and digits only), the last as a prefix. */
export function ftsQuery(query: WordsQuery): string {
  const last = query.terms.length - 1;
  return query.terms
    .map((term, i) => `"${term}"${query.prefix && i === last ? '*' : ''}`)
    .join(' ');
}

/**
 * SQLite: FTS5's bm25 (smaller is better, so negated: a higher score is a better match) over the
 * newest CANDIDATES matches the viewer may read: FTS5 hands matches out newest first without
 * sorting, so a word in most entries costs no more than a rare one. A tag's words are asked of
 * FTS5 too (withTagWords), so "#garden the" walks the entries holding "garden", not every
 * entry holding "the" testing its tags. CROSS JOIN keeps FTS5 the
 * outer loop: with a tag's filter the planner otherwise ran one full-text query per tagged entry.
 */
export function rankSqlite(
  store: Store,
  query: WordsQuery,
  where: SQL,
  page: SearchPage,
): Promise<RankedHit[]> {
  return rowsOf<RankedHit>(
    store,
    sql`select id, score from (
        select "entries"."id" as id, -bm25(entry_search) as score
        from entry_search
        cross join entry_search_docs on entry_search_docs.id = entry_search.rowid
        cross join "entries" on "entries"."id" = entry_search_docs.entry_id
        cross join "journals" on "journals"."id" = "entries"."journal_id"
        where entry_search match ${ftsQuery(withTagWords(query))} and ${where}
        order by entry_search.rowid desc
        limit ${CANDIDATES}
      )
      order by score desc, id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}
