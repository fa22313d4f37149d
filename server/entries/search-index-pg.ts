import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { rowsOf } from './search-index.js';
import { CANDIDATES, type RankedHit, type SearchPage } from './search-candidates.js';
import type { WordsQuery } from './search-words.js';

/** to_tsquery's question: every term (quoted: letters and digits only), the last as a prefix. */
export function tsQuery(query: WordsQuery): string {
  const last = query.terms.length - 1;
  return query.terms
    .map((term, i) => `'${term}'${query.prefix && i === last ? ':*' : ''}`)
    .join(' & ');
}

/**
 * PostgreSQL: ts_rank over the GIN-indexed tsvector of the folded words ('simple': no stemming),
 * among the newest CANDIDATES matches the viewer may read, so a word in most entries is not
 * ranked across all of them.
 */
export async function rankPg(
  store: Store,
  query: WordsQuery,
  where: SQL,
  page: SearchPage,
): Promise<RankedHit[]> {
  const question = sql`to_tsquery('simple', ${tsQuery(query)})`;
  const rows = await rowsOf<RankedHit>(
    store,
    sql`select id, ts_rank(vector, ${question})::float8 as score from (
        select "entries"."id" as id, entry_search_docs.vector as vector
        from entry_search_docs
        join "entries" on "entries"."id" = entry_search_docs.entry_id
        join "journals" on "journals"."id" = "entries"."journal_id"
        where entry_search_docs.vector @@ ${question} and ${where}
        order by "entries"."id" desc
        limit ${CANDIDATES}
      ) as candidates
      order by score desc, id desc
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
}
