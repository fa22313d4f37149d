import { useLiveQuery } from 'dexie-react-hooks';
import { dayOf } from '../../dates/when';
import { useLocalStore } from '../../hooks/data/useLocalStore';
import { onThisDay } from './on-this-day';

/**
 * Today's day in earlier years, with the entries of these journals held here (on-this-day.ts).
 * Entries have no index by day, so this reads the journals' entries; it runs when Today opens
 * and when they change.
 */
export function useOnThisDay(journalIds: readonly string[], today: string, timeZone?: string) {
  const { db } = useLocalStore();
  const key = journalIds.join(',');
  return useLiveQuery(async () => {
    if (key === '') return [];
    const entries = await db.entries.where('journal_id').anyOf(key.split(',')).toArray();
    return onThisDay(
      entries.filter((entry) => !entry.hidden),
      today,
      (iso) => dayOf(iso, timeZone),
    );
  }, [db, key, today, timeZone]);
}
