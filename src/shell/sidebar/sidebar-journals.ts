import type { DailyLog } from '../../../contract/daily-log';
import type { Journal } from '../../../contract/journals';

/** A journal in the Home sidebar; `loggedToday` only for one in the daily log. */
export interface SidebarJournal {
  journal: Journal;
  inLog: boolean;
  loggedToday: boolean;
}

/**
 * The sidebar's journals: the daily log's first, in the user's order with today's mark, then the
 * user's other journals in the order Home lists them (oldest first).
 */
export function sidebarJournals(log: DailyLog, own: Journal[]): SidebarJournal[] {
  const logged = new Set(log.map((item) => item.journal_id));
  return [
    ...log.map((item) => ({ journal: item.journal, inLog: true, loggedToday: item.streak.today })),
    ...own
      .filter((journal) => !logged.has(journal.id))
      .map((journal) => ({ journal, inLog: false, loggedToday: false })),
  ];
}
