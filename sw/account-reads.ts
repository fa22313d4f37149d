/// <reference lib="webworker" />
import { CacheExpiration } from 'workbox-expiration';
import { isAccountReadsCache, RETIRED_CACHES } from '../contract/caches';
import { API_LIMITS } from './cache-rules';

/**
 * Deletes every cache of an account's reads, and the retired cache that mixed accounts, with
 * Workbox's expiry records of them (the addresses that were read): at sign-out, and for the
 * retired one when this worker takes over.
 */
export async function forgetAccountReads(
  storage: CacheStorage,
  which: (name: string) => boolean = (name) =>
    isAccountReadsCache(name) || RETIRED_CACHES.includes(name),
): Promise<void> {
  for (const name of await storage.keys()) {
    if (!which(name)) continue;
    await storage.delete(name);
    await new CacheExpiration(name, API_LIMITS).delete();
  }
}
