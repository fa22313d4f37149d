import type { Entry } from '../../../contract/entries';

/** Entries written on one earlier year's same calendar day. */
export interface YearAgo<E> {
  /** 1 for a year ago */
  years: number;
  day: string;
  entries: E[];
}

/**
 * Today's calendar day in earlier years, with the entries that count for it (the day chosen for
 * the streak, else the day written in the zone), nearest year first. 29 February shows in leap
 * years only: it has no same day otherwise.
 */
export function onThisDay<E extends Pick<Entry, 'created_at' | 'streakDate'>>(
  entries: E[],
  today: string,
  dayOf: (iso: string) => string,
): YearAgo<E>[] {
  const monthDay = today.slice(4);
  const year = Number(today.slice(0, 4));
  const byYear = new Map<number, E[]>();
  for (const entry of entries) {
    const day = entry.streakDate ?? dayOf(entry.created_at);
    if (day.slice(4) !== monthDay) continue;
    const years = year - Number(day.slice(0, 4));
    if (years < 1) continue;
    byYear.set(years, [...(byYear.get(years) ?? []), entry]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([years, found]) => ({
      years,
      day: `${year - years}${monthDay}`,
      entries: found.sort((a, b) => (a.created_at < b.created_at ? 1 : -1)),
    }));
}
