import type { EntryHit, EntrySearchFilters, TagCount } from '../../contract/search';
import { createSearchBridge, type SearchBridge } from './search-bridge';

/**
 * Search over what this device holds of the signed-in account (docs/decisions.md #19), answered
 * by the search worker: it works offline and follows every write within a second.
 */
let bridge: SearchBridge | undefined;
const searchWorker = () => (bridge ??= createSearchBridge());

/** The account's entries with these words (`#tag` and `tag:word` keep to a tag), best first. */
export function searchEntries(query: string, filters: EntrySearchFilters): Promise<EntryHit[]> {
  return searchWorker().search(query, filters);
}

/** The account's #tags and how many entries carry each, most used first. */
export function tagCounts(): Promise<TagCount[]> {
  return searchWorker().tagCounts();
}

/**
 * At sign-out (app/device-account.ts), before the kept index is cleared: a running worker holds
 * the account's words and would keep them again.
 */
export function stopDeviceSearch(): void {
  bridge?.dispose();
  bridge = undefined;
}
