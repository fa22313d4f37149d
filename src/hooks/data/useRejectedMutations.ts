import { useLiveQuery } from 'dexie-react-hooks';
import { rejectedMutations } from '../../data/queries/outbox';
import { useLocalStore } from './useLocalStore';

/** Writes the server refused, the latest first. */
export function useRejectedMutations() {
  const { db } = useLocalStore();
  return useLiveQuery(() => rejectedMutations(db), [db]);
}
