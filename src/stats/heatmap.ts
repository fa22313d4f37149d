import { addDays } from '../../contract/streaks';

/**
 * The calendar heatmap of the stats screen as data: columns of weeks (Monday first), the last one
 * holding today. Days are stepped as calendar dates (contract/streaks.ts `addDays`), never as 24 h
 * of wall time, so a DST switch cannot skip or repeat a day.
 */

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

interface HeatmapDay {
  /** YYYY-MM-DD */
  day: string;
  count: number;
  level: HeatLevel;
}

export interface HeatmapWeek {
  /** the Monday that starts the column, even when that day lies before the first cell */
  start: string;
  /** Monday first; the current week stops at today */
  days: HeatmapDay[];
  /** short month name when a month starts in this column ('Jan'), else null */
  month: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A fixed scale (1, 2–3, 4–6, 7+) rather than quantiles of the user's own counts: a shade then
 * means the same number of entries this month as next year, and a legend can name it.
 */
export function heatLevel(count: number): HeatLevel {
  if (!(count > 0)) return 0;
  if (count === 1) return 1;
  if (count <= 3) return 2;
  if (count <= 6) return 3;
  return 4;
}

/** Monday of the week holding `day` (ISO weeks). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** `weeks` columns ending with the week of `today`; days after today are left out. */
export function heatmapWeeks(
  perDay: Readonly<Record<string, number>>,
  today: string,
  weeks = 53,
): HeatmapWeek[] {
  const columns: HeatmapWeek[] = [];
  const firstMonday = addDays(mondayOf(today), -7 * (weeks - 1));
  for (let week = 0; week < weeks; week++) {
    const start = addDays(firstMonday, 7 * week);
    const days: HeatmapDay[] = [];
    let month: string | null = null;
    for (let offset = 0; offset < 7; offset++) {
      const day = addDays(start, offset);
      if (day > today) break;
      const count = perDay[day] ?? 0;
      days.push({ day, count, level: heatLevel(count) });
      if (day.endsWith('-01')) month = MONTHS[Number(day.slice(5, 7)) - 1] ?? null;
    }
    columns.push({ start, days, month });
  }
  return columns;
}

/** Entries counted in the drawn days. */
export function entriesIn(weeks: readonly HeatmapWeek[]): number {
  return weeks.reduce((sum, week) => sum + week.days.reduce((s, day) => s + day.count, 0), 0);
}

/** Entries in the calendar month that holds `today` (both in the user's time zone), up to today. */
export function entriesThisMonth(perDay: Readonly<Record<string, number>>, today: string): number {
  const month = today.slice(0, 8); // 'YYYY-MM-'
  return Object.entries(perDay).reduce(
    (sum, [day, count]) => (day.startsWith(month) && day <= today ? sum + count : sum),
    0,
  );
}

/** The legend's steps, one per shade: what each level of heatLevel means, in entries a day. */
export const LEVEL_MEANING: readonly string[] = [
  'no entries',
  '1 entry',
  '2 to 3 entries',
  '4 to 6 entries',
  '7 or more entries',
];
