import { useEffect, useState } from 'react';
import type { EntryHit, EntrySearchFilters } from '../../../contract/search';
import { failureMessage } from '../../errors/messages';
import { searchServerEntries } from './entry-search-server';
import { mergeEntryHits } from './merge-entry-hits';

export interface EntrySearch {
  entries: EntryHit[];
  /** the device or the server has not answered this question yet */
  pending: boolean;
  /** docs/product.md §8's sentence when the server's search failed (the device's still shows) */
  error: string | null;
}

interface Answer {
  key: string;
  device: EntryHit[];
  server: EntryHit[];
  deviceDone: boolean;
  serverDone: boolean;
  error: string | null;
}

// The index and its worker load with the first search, not with the overlay.
const deviceSearch = () => import('../../search/device-search');

/**
 * Entries for the words and filters: this device's index at once (offline too), and, online, the
 * server's for what the device does not hold. A newer question calls off the older one.
 */
export function useEntrySearch(
  term: string | null,
  filters: EntrySearchFilters,
  online: boolean,
): EntrySearch {
  const key = JSON.stringify([term, filters, online]);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (term === null) return;
    const abort = new AbortController();
    const update = (change: Partial<Answer>) =>
      setAnswer((last) =>
        abort.signal.aborted
          ? last
          : {
              ...(last?.key === key ? last : fresh(key, online)),
              ...change,
            },
      );
    deviceSearch()
      .then((device) => device.searchEntries(term, filters))
      .then(
        (hits) => update({ device: hits, deviceDone: true }),
        // No index on this device (a worker refused): the server's answer still comes.
        () => update({ deviceDone: true }),
      );
    if (online)
      searchServerEntries({}, term, filters, abort.signal).then(
        (page) => update({ server: page.entries, serverDone: true }),
        async (error: unknown) => {
          if (abort.signal.aborted) return;
          const message = await failureMessage(error);
          update({ serverDone: true, error: message });
        },
      );
    return () => abort.abort();
    // `key` holds term, filters and online.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (term === null) return { entries: [], pending: false, error: null };
  const current = answer?.key === key ? answer : null;
  // While a new answer comes, the last entries stay, so the list does not blink at every key.
  const shown = current ?? answer;
  return {
    entries: shown ? mergeEntryHits(shown.device, shown.server) : [],
    pending: !current || !current.deviceDone || !current.serverDone,
    error: current?.error ?? null,
  };
}

const fresh = (key: string, online: boolean): Answer => ({
  key,
  device: [],
  server: [],
  deviceDone: false,
  serverDone: !online,
  error: null,
});
