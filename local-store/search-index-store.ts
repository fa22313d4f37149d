import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * The device's search index, kept between visits so opening the app loads it instead of reading
 * every entry again (worker/device-index.ts). One per account, by user id; signing out clears it
 * with the records, as the index holds their words. Its own idb-keyval store: it is derived from
 * the records and never synced, so it needs no version of the Dexie schema.
 */
let defaultStore: UseStore | undefined;
/** Opened on first use, so importing this module touches no IndexedDB. */
export function searchIndexStore(): UseStore {
  defaultStore ??= createStore('ritual-search', 'indexes');
  return defaultStore;
}

export const loadSearchIndex = (userId: string, store = searchIndexStore()) =>
  get<unknown>(userId, store);

export const saveSearchIndex = (userId: string, index: unknown, store = searchIndexStore()) =>
  set(userId, index, store);

/** At sign-out: no account's words stay on the device. */
export const forgetSearchIndexes = (store = searchIndexStore()) => clear(store);
