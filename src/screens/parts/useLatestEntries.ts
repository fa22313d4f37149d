import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalStore } from '../../hooks/data/useLocalStore';

/** The newest entries across some journals (UUIDv7 ids sort by time), newest first. */
export function useLatestEntries(journalIds: readonly string[], limit: number) {
  const { db } = useLocalStore();
  const key = journalIds.join(',');
  return useLiveQuery(async () => {
    const ids = key === '' ? [] : key.split(',');
    const entries = await db.entries.where('journal_id').anyOf(ids).toArray();
    return entries.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, limit);
  }, [db, key, limit]);
}
