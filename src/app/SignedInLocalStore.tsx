import { useMemo, type ReactNode } from 'react';
import type { RitualDb } from '../data/db';
import { LocalStoreContext } from '../data/local-store-context';
import { useAuth } from './useAuth';

/** The data hooks read the signed-in user's data; a visitor has none. */
export function SignedInLocalStore({ db, children }: { db: RitualDb; children: ReactNode }) {
  const { authenticated, userId } = useAuth();
  const store = useMemo(
    () => ({ db, userId: authenticated ? userId : null }),
    [db, authenticated, userId],
  );
  return <LocalStoreContext value={store}>{children}</LocalStoreContext>;
}
