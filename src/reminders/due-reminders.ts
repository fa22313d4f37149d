import type { DailyLog } from '../../contract/daily-log';
import { reminderDue, reminderText, wallClockAt } from '../../contract/reminders';

/**
 * What this browser was told about a reminder on a day, by (log item, day) key: 'dismissed' for
 * the rest of that day, or snoozed until an epoch ms.
 */
export type Quieted = Readonly<Record<string, 'dismissed' | number>>;

/** The key of a log item's reminder on a day: "<item id>@2026-11-28". */
export const quietKey = (itemId: string, day: string) => `${itemId}@${day}`;

export interface DueReminder {
  /** the log item's id and the day it is due: together the key to dismiss or snooze it by */
  itemId: string;
  day: string;
  journalId: string;
  /** "Guitar practice — 14 days in a row. Log today?" */
  body: string;
}

/**
 * The reminders the open page shows now (docs/decisions.md #22): each daily-log journal whose
 * reminder reminderDue says is due today in the person's zone, whose day has no entry yet, none
 * at all while the account's reminders are paused, and none this browser was told to dismiss for
 * the day or to snooze until later. A snooze that ends after the reminder's late limit (which
 * reminderDue keeps to) still sounds, the same day: it was asked for.
 */
export function dueReminders(
  log: DailyLog,
  {
    timeZone,
    now,
    paused,
    quieted,
  }: { timeZone: string; now: number; paused: boolean; quieted: Quieted },
): DueReminder[] {
  if (paused) return [];
  const today = wallClockAt(now, timeZone).day;
  return log.flatMap((item) => {
    if (!item.reminder || item.streak.today) return [];
    const snoozedToday = quieted[quietKey(item.id, today)];
    const day =
      reminderDue(item.reminder, timeZone, now, Date.parse(item.last_modified)) ??
      (typeof snoozedToday === 'number' ? today : null);
    if (day === null) return [];
    const quiet = quieted[quietKey(item.id, day)];
    if (quiet === 'dismissed' || (typeof quiet === 'number' && now < quiet)) return [];
    const { body } = reminderText({
      journal_title: item.journal.title,
      streak: item.streak.current,
    });
    return [{ itemId: item.id, day, journalId: item.journal_id, body }];
  });
}
