import type { Reminder } from '../../contract/reminders.js';
import type { LogItemRow } from '../db/rows.js';

/*
 * A reminder as log_items stores it: remind_at (HH:MM, null for none) and remind_days, one bit per
 * ISO weekday (Monday 1, Tuesday 2, … Sunday 64), so a reminder is two plain columns that either
 * database compares and the scheduler reads without parsing.
 */

/** [1, 3, 5] (Monday, Wednesday, Friday) → 0b10101 = 21. */
export function daysToMask(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << (day - 1)), 0);
}

/** 21 → [1, 3, 5]: the weekdays ascending; bits past Sunday mean nothing and are dropped. */
export function maskToDays(mask: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((day) => (mask & (1 << (day - 1))) !== 0);
}

/** The columns that hold `reminder` (null: none). */
export function reminderColumns(
  reminder: Reminder | null,
): Pick<LogItemRow, 'remindAt' | 'remindDays'> {
  return reminder
    ? { remindAt: reminder.at, remindDays: daysToMask(reminder.days) }
    : { remindAt: null, remindDays: 0 };
}

/** The reminder a log item's row holds, or null. */
export function reminderOf(item: Pick<LogItemRow, 'remindAt' | 'remindDays'>): Reminder | null {
  return item.remindAt === null ? null : { at: item.remindAt, days: maskToDays(item.remindDays) };
}
