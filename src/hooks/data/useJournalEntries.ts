import { useLiveQuery } from 'dexie-react-hooks';
import { journalEntries } from '../../data/queries/entries';
import { useLocalStore } from './useLocalStore';

/** A journal's entries, newest first (the first `limit` of them). */
export function useJournalEntries(journalId: string, limit?: number) {
  const { db } = useLocalStore();
  return useLiveQuery(() => journalEntries(db, journalId, limit), [db, journalId, limit]);
}
