import { useLiveQuery } from 'dexie-react-hooks';
import { pendingCount } from '../../data/queries/outbox';
import { useLocalStore } from './useLocalStore';

/** How many writes wait in the outbox. */
export function usePendingCount() {
  const { db } = useLocalStore();
  return useLiveQuery(() => pendingCount(db), [db]);
}
