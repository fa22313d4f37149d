import { useEffect, useState } from 'react';
import type { RitualDb } from '../../local-store/db';
import { recall, remember } from '../data/remembered';
import { requestFailureOf } from '../errors/messages';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { loadWithSeenCopy, type Loaded, type SeenCopyStore } from './seen-copy';

/** Seen copies live in the `meta` table, each under its own `shared:` key, as discovery's reads. */
const metaStore = (db: RitualDb): SeenCopyStore => ({
  get: async (key) => (await recall(db, key)) ?? undefined,
  put: (key, copy) => remember(db, key, copy.value, copy.at),
  remove: (key) => db.meta.delete(key),
});

export type LoadState<T> = { status: 'loading' } | Loaded<T>;

/**
 * Reads something a link opens (a shared entry or journal) from the server, falling back to the
 * copy this device kept when the server cannot be reached. `copyKey` names it; null loads nothing.
 * `fetch` should be stable (useCallback): a new one loads again. `drawn` is what the server read
 * to draw this page (app/first-read.ts): shown at once and kept as the copy, not read again.
 */
export function useSeenLoad<T>(
  copyKey: string | null,
  fetch: () => Promise<T>,
  drawn?: T,
): LoadState<T> {
  const { db } = useLocalStore();
  const [state, setState] = useState<{ key: string | null; loaded: LoadState<T> }>(() =>
    drawn === undefined
      ? { key: null, loaded: { status: 'loading' } }
      : { key: copyKey, loaded: { status: 'done', value: drawn } },
  );
  const shown = state.key === copyKey && state.loaded.status === 'done' ? state.loaded : null;
  const drawnShown = drawn !== undefined && shown?.value === drawn;
  useEffect(() => {
    if (copyKey === null) return;
    if (drawnShown) {
      void metaStore(db)
        .put(copyKey, { value: drawn, at: Date.now() })
        .catch(() => undefined);
      return;
    }
    let current = true;
    void loadWithSeenCopy(copyKey, fetch, {
      store: metaStore(db),
      now: () => Date.now(),
      failureOf: requestFailureOf,
    }).then((loaded) => {
      if (current) setState({ key: copyKey, loaded });
    });
    return () => {
      current = false;
    };
    // `drawn` is the page's one first read: whether it shows is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copyKey, fetch, db, drawnShown]);
  return state.key === copyKey ? state.loaded : { status: 'loading' };
}
