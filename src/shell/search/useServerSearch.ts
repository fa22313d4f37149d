import { useEffect, useState } from 'react';
import { failureMessage } from '../../errors/messages';
import { searchServer, type ServerMatches } from './search-server';
import { serverSearchPaths, termsAreNear } from './search-term';

/** What the server said about one term: its matches, or why there are none. */
interface Answer {
  term: string;
  matches?: ServerMatches;
  error?: string;
}

export interface ServerSearch {
  /** while pending, a near term's matches (termsAreNear) */
  matches: ServerMatches | null;
  /** docs/product.md §8's sentence when the search failed */
  error: string | null;
  /** asked, not answered yet */
  pending: boolean;
}

const NOTHING: ServerSearch = { matches: null, error: null, pending: false };

/**
 * The server's journals and people for `term` while online. A newer term calls off the older
 * request, so a late answer never replaces a newer one.
 */
export function useServerSearch(term: string | null, online: boolean): ServerSearch {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const asks = online && term !== null && serverSearchPaths(term) !== null;

  useEffect(() => {
    const paths = term === null ? null : serverSearchPaths(term);
    if (!online || term === null || paths === null) return;
    const abort = new AbortController();
    searchServer({}, paths, abort.signal).then(
      (matches) => setAnswer({ term, matches }),
      async (error: unknown) => {
        if (abort.signal.aborted) return;
        const message = await failureMessage(error);
        if (!abort.signal.aborted) setAnswer({ term, error: message });
      },
    );
    return () => abort.abort();
  }, [online, term]);

  if (!asks) return NOTHING;
  if (answer?.term !== term) {
    // While the answer comes, the last one stays if it is near (one more or one less letter typed),
    // so the list does not jump at every key; an unrelated term starts empty.
    const near = answer !== null && termsAreNear(answer.term, term);
    return { matches: near ? (answer.matches ?? null) : null, error: null, pending: true };
  }
  return { matches: answer.matches ?? null, error: answer.error ?? null, pending: false };
}
