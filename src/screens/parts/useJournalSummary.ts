import { useLiveQuery } from 'dexie-react-hooks';
import { summarizeEntries } from '../../../contract/streaks';
import { browserTimeZone, timeZoneOf } from '../../data/queries/time-zone';
import { useLocalStore } from '../../hooks/data/useLocalStore';

export interface JournalSummary {
  entries: number;
  /** days in a row up to today (or yesterday: today is not over yet) */
  streak: number;
  today: boolean;
}

/**
 * The journal page's counts: its entries held here and its current streak in the viewer's time
 * zone, counted as contract/streaks.ts counts them everywhere; undefined while loading. Pass `now`
 * from a clock that moves once a minute.
 */
export function useJournalSummary(journalId: string, now: number): JournalSummary | undefined {
  const { db, userId } = useLocalStore();
  return useLiveQuery(async () => {
    const entries = await db.entries.where('journal_id').equals(journalId).toArray();
    const timeZone = await timeZoneOf(db, userId, browserTimeZone());
    const summary = summarizeEntries(entries, { timeZone, now });
    const journal = summary.journals[journalId];
    return {
      entries: entries.length,
      streak: journal?.current ?? 0,
      today: journal?.today ?? false,
    };
  }, [db, userId, journalId, now]);
}
