import { useEffect, useState } from 'react';
import { useDebounced } from '../shell/search/useDebounced';
import { searchTerm } from '../shell/search/search-term';
import { useOnline } from '../shell/useOnline';
import { discoveryHttp, searchPeople, type Person } from './discovery-api';
import { failureMessage } from '../errors/messages';

const DEBOUNCE_MS = 200;

export interface PeopleSearch {
  term: string | null;
  /** the people found for `term`; null while asked, or when it failed */
  people: Person[] | null;
  error: string | null;
  online: boolean;
}

/**
 * People whose name starts with what was typed (GET /users/search/{term}). Needs a connection:
 * other people are not kept on this device. A newer term calls off the older request.
 */
export function usePeopleSearch(typed: string): PeopleSearch {
  const online = useOnline();
  const term = searchTerm(useDebounced(typed, DEBOUNCE_MS));
  const [answer, setAnswer] = useState<{ term: string; people?: Person[]; error?: string }>();
  useEffect(() => {
    if (term === null || !online) return;
    const abort = new AbortController();
    searchPeople(discoveryHttp(), term, abort.signal).then(
      (people) => setAnswer({ term, people }),
      async (failure: unknown) => {
        if (abort.signal.aborted) return;
        const error = await failureMessage(failure);
        if (!abort.signal.aborted) setAnswer({ term, error });
      },
    );
    return () => abort.abort();
  }, [term, online]);
  const current = answer?.term === term ? answer : undefined;
  return { term, people: current?.people ?? null, error: current?.error ?? null, online };
}
