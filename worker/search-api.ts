import type { EntryHit, EntrySearchFilters, TagCount } from '../contract/search';
import type { DeviceIndex } from './device-index';

/**
 * What worker/search.worker.ts exposes through comlink. Only the question and the hits cross:
 * the worker reads the entries from IndexedDB itself.
 */
export interface SearchApi {
  /** The account's entries with these words and filters, best first (at most 50). */
  search(query: string, filters: EntrySearchFilters): Promise<EntryHit[]>;
  /** The account's #tags, most used first. */
  tagCounts(): Promise<TagCount[]>;
}

export const searchApiOf = (device: DeviceIndex): SearchApi => ({
  search: (query, filters) => device.search(query, filters),
  tagCounts: () => device.tagCounts(),
});
