import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { isSqlite, rowsOf } from '../db/raw-sql.js';
import { rankPg } from './search-index-pg.js';
import { rankSqlite } from './search-index-sqlite.js';
import type { RankedHit, SearchPage, SearchScope } from './search-candidates.js';
import type { WordsQuery } from './search-words.js';

/**
 * The one question both indexes answer: the entries (joined as "entries" with their "journals")
 * holding the query's words and meeting the scope's `where`, best match first. Without words (only tags),
 * newest first.
 */
export function rankedEntries(
  store: Store,
  query: WordsQuery,
  scope: SearchScope,
  page: SearchPage,
): Promise<RankedHit[]> {
  if (query.terms.length === 0) return newestFirst(store, scope.where, page);
  return isSqlite(store)
    ? rankSqlite(store, query, scope.where, page)
    : rankPg(store, query, scope, page);
}

function newestFirst(store: Store, where: SQL, page: SearchPage): Promise<RankedHit[]> {
  return rowsOf<RankedHit>(
    store,
    sql`select "entries"."id" as id, 0 as score
      from "entries"
      join "journals" on "journals"."id" = "entries"."journal_id"
      where ${where}
      order by "entries"."id" desc
      limit ${page.limit} offset ${page.offset}`,
  );
}
