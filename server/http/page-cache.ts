import { LRUCache } from 'lru-cache';

/** An answer's JSON as UTF-8, ready to send. */
export type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Read answers serialized once and kept by this process (issue 22), keyed by the route's path and
 * the answer's ETag (server/sync/read-tag.ts). The tag already names everything the bytes depend
 * on: the newest change of what they show, who reads them with which access, the query and the
 * media signing period; so an entry is never stale, only unused, and a write anywhere needs no
 * invalidation message between processes: the next read's tag differs and misses. Least recently
 * used answers go first once the cap on bytes is reached.
 */
export interface PageCache {
  get(key: string): Bytes | undefined;
  set(key: string, body: Bytes): void;
}

/** One answer may take at most this share of the cap, so a huge page cannot empty the cache. */
const LARGEST_SHARE = 8;

export function createPageCache(maxBytes: number): PageCache {
  if (maxBytes <= 0) return { get: () => undefined, set: () => undefined };
  const lru = new LRUCache<string, Bytes>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / LARGEST_SHARE)),
    // The key is kept too: a reader's id, a path and a tag, about 200 bytes.
    sizeCalculation: (body, key) => body.byteLength + key.length * 2,
  });
  return {
    get: (key) => lru.get(key),
    set: (key, body) => {
      lru.set(key, body);
    },
  };
}
