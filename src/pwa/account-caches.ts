import {
  CACHE_NAMES,
  isAccountReadsCache,
  isSignedMedia,
  RETIRED_CACHES,
} from '../../contract/caches';

/** The part of a cache this uses. */
export interface CacheLike {
  keys(): Promise<readonly Request[]>;
  delete(request: Request): Promise<boolean>;
}

/** The part of Cache Storage this uses: `caches` in the page, a Map in tests. */
export interface CacheStorageLike {
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
  open(name: string): Promise<CacheLike>;
}

/**
 * Empties what Cache Storage holds of the account that signs out: the caches of its reads (and
 * the retired one that mixed accounts), the private files it opened (their links are signed) and a
 * shared file it never took. The app shell, public reads and public files stay: they are anyone's.
 * The worker is asked to do the same for its reads; this also covers a worker that did not answer.
 */
export async function forgetAccountCaches(storage: CacheStorageLike): Promise<void> {
  const names = await storage.keys();
  for (const name of names) {
    const accounts = isAccountReadsCache(name) || RETIRED_CACHES.includes(name);
    if (accounts || name === CACHE_NAMES.shared) await storage.delete(name);
  }
  if (!names.includes(CACHE_NAMES.media)) return;
  const media = await storage.open(CACHE_NAMES.media);
  for (const request of await media.keys())
    if (isSignedMedia(new URL(request.url))) await media.delete(request);
}
