import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalStore } from './useLocalStore';

/** The user's follow (shadow) of a journal; null when they do not follow it, undefined while loading. */
export function useShadow(journalId: string) {
  const { db } = useLocalStore();
  return useLiveQuery(async () => (await db.shadows.get(journalId)) ?? null, [db, journalId]);
}
