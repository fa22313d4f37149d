import { useMemo, type ReactNode } from 'react';
import type { RitualDb } from '../../local-store/db';
import type { JustWrittenStore } from '../data/just-written';
import { LocalStoreContext } from '../data/local-store-context';
import { useAuth } from './useAuth';

/** The data hooks read the signed-in user's data; a visitor has none. */
export function SignedInLocalStore({
  db,
  justWritten,
  children,
}: {
  db: RitualDb;
  justWritten?: JustWrittenStore;
  children: ReactNode;
}) {
  const { authenticated, userId } = useAuth();
  const store = useMemo(
    () => ({ db, justWritten, userId: authenticated ? userId : null }),
    [db, justWritten, authenticated, userId],
  );
  return <LocalStoreContext value={store}>{children}</LocalStoreContext>;
}
