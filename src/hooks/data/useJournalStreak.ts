import { useLiveQuery } from 'dexie-react-hooks';
import { journalStreak } from '../../data/queries/journal-streak';
import { useLocalStore } from './useLocalStore';

/** A journal's streak as of `now` (see useDailyLog); null when the journal is not held here. */
export function useJournalStreak(journalId: string, now: number) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => journalStreak(db, journalId, userId, { now }),
    [db, journalId, userId, now],
  );
}
