import type { Reminder } from '../../contract/reminders';

/** ISO weekdays (1 is Monday), as the reminder carries them. */
export const EVERY_DAY: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
export const WEEKENDS: readonly number[] = [6, 7];

/** Each ISO weekday's short and full name, Monday first: "Mon" shows, "Monday" is read out. */
export const WEEKDAY_NAMES: readonly { day: number; short: string; long: string }[] = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
];

/** Whether two sets of days are the same, whatever their order. */
export function sameDays(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((day) => set.has(day));
}

/** "Every day", "Weekdays", "Weekends", else the days in order: "Mon, Wed, Fri". */
export function daysInWords(days: readonly number[]): string {
  if (sameDays(days, EVERY_DAY)) return 'Every day';
  if (sameDays(days, WEEKDAYS)) return 'Weekdays';
  if (sameDays(days, WEEKENDS)) return 'Weekends';
  return WEEKDAY_NAMES.filter(({ day }) => days.includes(day))
    .map(({ short }) => short)
    .join(', ');
}

/**
 * A reminder's rule as the daily log shows it: "19:00 · Weekdays". The time stays 24-hour, as
 * every time Ritual shows does (dates/when.ts says "Today 11:49"), and as the reminder keeps it.
 */
export function reminderWords(reminder: Pick<Reminder, 'at' | 'days'>): string {
  return `${reminder.at} · ${daysInWords(reminder.days)}`;
}
