import { useLiveQuery } from 'dexie-react-hooks';
import type { Journal } from '../../../contract/journals';
import type { Local } from '../../../local-store/db';
import { useLocalStore } from './useLocalStore';

/** The journals among `ids` held here, by id (e.g. to link entries to their pages). */
export function useJournalsByIds(ids: readonly string[]) {
  const { db } = useLocalStore();
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    const wanted = key === '' ? [] : key.split(',');
    const journals = await db.journals.bulkGet(wanted);
    const held = journals.filter((journal) => journal !== undefined);
    return new Map<string, Local<Journal>>(held.map((journal) => [journal.id, journal]));
  }, [db, key]);
}
