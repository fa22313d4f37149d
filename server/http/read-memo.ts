import { LRUCache } from 'lru-cache';

/** What a read answered a reader at a URL: enough to answer again without the route. */
export interface KeptRead {
  /** the answer's ETag */
  tag: string;
  signedIn: boolean;
  /** the route's path, under which the page cache keeps the bytes with the tag */
  path: string;
  /** the answer's headers, once the edge has built them (read-edge.ts) */
  headers?: Record<string, string>;
  /** the same with the body's type, for answering the page cache's bytes */
  bodyHeaders?: Record<string, string>;
}

/**
 * Per process, the tag each reader was last answered at each URL (docs/decisions.md #24), so
 * the next ask of the same URL by the same reader is answered at the edge, before the session,
 * the access check and the tag's query: a 304 when the reader names the tag, else the page
 * cache's bytes. A kept tag is trusted only under the database's write mark it was made under
 * (Database.writeMark: any committed write, by any process, moves it) and until its `until`
 * (the session's end, the media signing period's end, and at most MAX_AGE_MS).
 */
export interface ReadMemo {
  recall(key: string, mark: string, now: number): KeptRead | undefined;
  keep(key: string, read: KeptRead, mark: string, until: number): void;
}

/**
 * The longest a kept tag is trusted. Every write through PostgreSQL or SQLite moves the mark, so
 * this bounds only what could escape it: a deploy's older process writing without the triggers'
 * notices, a notice lost with its connection before the loss was seen.
 */
export const MAX_AGE_MS = 10_000;

export function createReadMemo(entries: number): ReadMemo {
  if (entries <= 0) return { recall: () => undefined, keep: () => undefined };
  const lru = new LRUCache<string, KeptRead & { mark: string; until: number }>({ max: entries });
  return {
    recall(key, mark, now) {
      const kept = lru.get(key);
      if (!kept) return undefined;
      if (kept.mark === mark && now < kept.until) return kept;
      lru.delete(key);
      return undefined;
    },
    keep(key, read, mark, until) {
      lru.set(key, { ...read, mark, until });
    },
  };
}

/** The page cache's key for a read's bytes: the path too, as two routes may show one tag. */
export const bytesKey = (path: string, tag: string) => `${path}\n${tag}`;

/** A reader's key: who asks (the whole Authorization header: a token is a reader) and what. */
export const readerKey = (authorization: string | undefined, url: string) =>
  `${authorization ?? ''}\n${url}`;
