import type { SQL } from 'drizzle-orm';

/** An entry found, best first; a higher score is a better match (scales differ by dialect). */
export interface RankedHit {
  id: string;
  score: number;
}

export interface SearchPage {
  limit: number;
  offset: number;
}

/**
 * What a search keeps to. `where` is exact: the read rule and every filter over "entries" joined
 * with "journals". The index's own columns answer `docs` (the journals the reader may open, the
 * journal and tag filters) and `entryFilter` (type and days, over "entries" alone) before any
 * join; PostgreSQL narrows its candidates with them (search-index-pg.ts).
 */
export interface SearchScope {
  where: SQL;
  docs: SQL;
  entryFilter: SQL | undefined;
}

/**
 * How many matches are ranked at most: the newest ones the viewer may read (ten pages of
 * twenty). A question matching more is too broad to read through, and a person narrows it long
 * before: ranking every match of a common word cost 50–150 ms over 100,000 entries, and on
 * PostgreSQL 500 candidates put one question in ten over 20 ms where 200 keep most under it
 * (bench/server-search.ts).
 */
export const CANDIDATES = 200;
