import { useEffect, useState } from 'react';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { lookUpPartner } from './chat-server';
import { readFailureText } from './server-failure';

export type PartnerLookup =
  | { state: 'looking' }
  | { state: 'found' }
  | { state: 'missing' }
  /** offline, or the server failed: `error` is docs/product.md §8's text, null when it was not reached */
  | { state: 'unreachable'; error: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Online, asks the server who the route's username is (GET /users/{user}) and remembers them for
 * offline; an id (from a partner whose name is not here yet) needs no look-up.
 */
export function usePartnerLookup(name: string, online: boolean): PartnerLookup {
  const { db } = useLocalStore();
  const [lookup, setLookup] = useState<{ name: string; result: PartnerLookup } | null>(null);
  const byId = UUID.test(name);
  useEffect(() => {
    if (byId || !online) return;
    let current = true;
    lookUpPartner({ db }, name).then(
      (partner) => {
        if (current) setLookup({ name, result: { state: partner ? 'found' : 'missing' } });
      },
      async (failure: unknown) => {
        const error = await readFailureText(failure);
        if (current) setLookup({ name, result: { state: 'unreachable', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [db, name, byId, online]);
  if (byId) return { state: 'found' };
  if (lookup?.name === name) return lookup.result;
  return online ? { state: 'looking' } : { state: 'unreachable', error: null };
}
