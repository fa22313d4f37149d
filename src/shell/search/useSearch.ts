import type { EntrySearchFilters } from '../../../contract/search';
import { useAuth } from '../../app/useAuth';
import { useJournals } from '../../hooks/data/useJournals';
import { useOnline } from '../useOnline';
import {
  groupResults,
  matchLocalJournals,
  mergeJournals,
  type GroupedResults,
} from './search-results';
import { searchTerm } from './search-term';
import { useDebounced } from './useDebounced';
import { useEntrySearch } from './useEntrySearch';
import { useServerSearch } from './useServerSearch';

/** A short pause (docs/product.md §2): results follow the typing without a request per key. */
const DEBOUNCE_MS = 200;

export interface Search {
  /** the term searched for, null while the field is empty */
  term: string | null;
  results: GroupedResults;
  online: boolean;
  /** the server's answer for this term is on its way */
  pending: boolean;
  error: string | null;
}

/**
 * Results for what was typed: entries (this device's index, and online the server's), the user's
 * own journals from this device (so it works offline), and, online, the server's journals and
 * people, merged without repeats. The filters narrow the entries; with one set, only entries show.
 */
export function useSearch(typed: string, filters: EntrySearchFilters = {}): Search {
  const online = useOnline();
  const { userId } = useAuth();
  const ownJournals = useJournals(userId ?? '');
  const term = searchTerm(useDebounced(typed, DEBOUNCE_MS));
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const server = useServerSearch(filtered ? null : term, online);
  const entries = useEntrySearch(term, filters, online);

  const local = term === null || filtered ? [] : matchLocalJournals(ownJournals ?? [], term);
  const journals = mergeJournals(local, server.matches?.journals ?? []);
  return {
    term,
    results: groupResults(
      term === null ? [] : journals,
      server.matches?.people ?? [],
      entries.entries,
    ),
    online,
    pending: server.pending || entries.pending,
    error: server.error ?? entries.error,
  };
}
