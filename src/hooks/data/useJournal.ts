import { useLiveQuery } from 'dexie-react-hooks';
import { journalById, journalByPath } from '../../data/queries/journals';
import { useLocalStore } from './useLocalStore';

/** A journal by id, or by its address (/{user}/{slug}). */
export type JournalAddress = { id: string } | { user: string; slug: string };

/** The journal, null when it is not held here, undefined while loading. */
export function useJournal(address: JournalAddress) {
  const { db } = useLocalStore();
  const id = 'id' in address ? address.id : null;
  const user = 'user' in address ? address.user : null;
  const slug = 'slug' in address ? address.slug : null;
  return useLiveQuery(
    () => (id !== null ? journalById(db, id) : journalByPath(db, user ?? '', slug ?? '')),
    [db, id, user, slug],
  );
}
