import type { EntrySearchFilters, EntrySearchPage } from '../../../contract/search';
import { answerOf } from '../../api/answer';
import { pageHttp } from '../../api/page-http';
import type { SearchServerDeps } from './search-server';

/** A search must not hang the overlay on a server that does not answer. */
const SEARCH_TIMEOUT_MS = 15_000;

/**
 * GET /api/search/entries: the server's entries for the words, among those the signed-in person
 * may read (others' public ones this device never held). Throws ky's errors, or the abort.
 */
export async function searchServerEntries(
  deps: SearchServerDeps,
  q: string,
  filters: EntrySearchFilters,
  signal?: AbortSignal,
): Promise<EntrySearchPage> {
  const http = pageHttp(deps, SEARCH_TIMEOUT_MS);
  const searchParams = new URLSearchParams({ q });
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined) searchParams.set(name, value);
  const schema = async () => (await import('../../../contract/search')).EntrySearchPageSchema;
  return answerOf(
    http.get('search/entries', { searchParams, ...(signal ? { signal } : {}) }),
    schema,
  );
}
