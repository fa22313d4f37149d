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
 * How many matches are ranked at most: the newest ones the viewer may read. A question matching
 * more is too broad to read through, and ranking every match of a common word cost 50–150 ms
 * over 100,000 entries (bench/server-search.ts).
 */
export const CANDIDATES = 500;
