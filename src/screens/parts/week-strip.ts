import { addDays, dayInZone, type StreakEntry } from '../../../contract/streaks';

/** How many days the Today screen's strip shows, today last. */
export const WEEK = 7;

/** The last seven days (YYYY-MM-DD), oldest first, ending on `today`. */
export function lastWeek(today: string): string[] {
  return Array.from({ length: WEEK }, (_, i) => addDays(today, i - (WEEK - 1)));
}

/**
 * For each journal, which of the last seven days have an entry: the day it counts for, as
 * contract/streaks.ts counts a streak (its streakDate, else the day it was made in `timeZone`).
 */
export function weekOf(
  entries: readonly Pick<StreakEntry, 'created_at' | 'streakDate' | 'journal_id'>[],
  today: string,
  timeZone: string,
): Map<string, boolean[]> {
  const days = lastWeek(today);
  const first = days[0]!;
  const marked = new Map<string, Set<string>>();
  for (const entry of entries) {
    let day: string;
    try {
      day = entry.streakDate || dayInZone(entry.created_at, timeZone);
    } catch {
      continue;
    }
    if (day < first || day > today) continue;
    let set = marked.get(entry.journal_id);
    if (!set) marked.set(entry.journal_id, (set = new Set()));
    set.add(day);
  }
  return new Map([...marked].map(([journal, set]) => [journal, days.map((day) => set.has(day))]));
}
