import { dayOf } from '../../dates/when';

/** The entries of one calendar day, in the order they came. */
export interface DayGroup<T> {
  /** YYYY-MM-DD in the reader's time zone */
  day: string;
  items: T[];
}

/**
 * A newest-first list cut into days (docs/product.md §4: a timeline reads by day), each day once
 * and in the list's order; `timeZone` is the reader's (the browser's when left out).
 */
export function groupByDay<T extends { created_at: string }>(
  items: readonly T[],
  timeZone?: string,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  const byDay = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const day = dayOf(item.created_at, timeZone);
    let group = byDay.get(day);
    if (!group) {
      group = { day, items: [] };
      byDay.set(day, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
