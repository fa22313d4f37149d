import { useLiveQuery } from 'dexie-react-hooks';
import { entryById } from '../../data/queries/entries';
import { useLocalStore } from './useLocalStore';

/** An entry, null when it is not held here, undefined while loading. */
export function useEntry(id: string) {
  const { db } = useLocalStore();
  return useLiveQuery(() => entryById(db, id), [db, id]);
}
