import { describe, expect, it } from 'vitest';
import type { DailyLog } from '../../contract/daily-log';
import type { Reminder } from '../../contract/reminders';
import { SNOOZE_MS } from '../../contract/reminders';
import { aPerson } from '../test/people';
import { dueReminders, quietKey, type Quieted } from './due-reminders';

const ada = aPerson('ada');
const ITEM = '01900000-0000-7000-8000-000000000011';
const JOURNAL = '01900000-0000-7000-8000-000000000022';
const ZONE = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);

/** Guitar in the daily log, its reminder set a week before, 14 days in a row up to yesterday. */
function guitar(
  reminder: Reminder | null,
  { today = false, setAt = '2026-11-20T09:00:00Z' } = {},
): DailyLog[number] {
  return {
    id: ITEM,
    journal_id: JOURNAL,
    position: 0,
    reminder,
    created_at: '2026-11-01T09:00:00.000Z',
    last_modified: setAt,
    journal: {
      id: JOURNAL,
      slug: 'guitar',
      title: 'Guitar',
      description: '',
      user_id: ada.id,
      user: ada,
      private: false,
      open: false,
      icon: null,
      collaborators: [],
      hidden: false,
      created_at: '2026-11-01T09:00:00.000Z',
      last_modified: '2026-11-01T09:00:00.000Z',
    },
    streak: { current: 14, longest: 14, last: null, today },
  };
}

const weekdays19: Reminder = { at: '19:00', days: [1, 2, 3, 4, 5] };
// Friday 27 November 2026, 19:05 in Berlin (UTC+1).
const FRIDAY_1905 = at('2026-11-27T18:05:00Z');
const due = (
  log: DailyLog,
  now: number,
  {
    paused = false,
    quieted = {},
    timeZone = ZONE,
  }: { paused?: boolean; quieted?: Quieted; timeZone?: string } = {},
) => dueReminders(log, { timeZone, now, paused, quieted });

describe('dueReminders', () => {
  it('shows a reminder from its time on a day it names, with the notification’s words', () => {
    expect(due([guitar(weekdays19)], FRIDAY_1905)).toEqual([
      {
        itemId: ITEM,
        day: '2026-11-27',
        journalId: JOURNAL,
        body: 'Guitar — 14 days in a row. Log today?',
      },
    ]);
  });

  it('not before its time, not on a day it does not name, not without a reminder', () => {
    expect(due([guitar(weekdays19)], at('2026-11-27T17:59:00Z'))).toEqual([]);
    // Saturday 28 November, 19:05.
    expect(due([guitar(weekdays19)], at('2026-11-28T18:05:00Z'))).toEqual([]);
    expect(due([guitar(null)], FRIDAY_1905)).toEqual([]);
  });

  it('not when set after it fell due today (it starts tomorrow)', () => {
    expect(due([guitar(weekdays19, { setAt: '2026-11-27T18:02:00Z' })], FRIDAY_1905)).toEqual([]);
  });

  it('not once the day is logged', () => {
    expect(due([guitar(weekdays19, { today: true })], FRIDAY_1905)).toEqual([]);
  });

  it('none while the account’s reminders are paused', () => {
    expect(due([guitar(weekdays19)], FRIDAY_1905, { paused: true })).toEqual([]);
  });

  it('not after it was dismissed in this browser for the day; again on the next day it names', () => {
    const quieted = { [quietKey(ITEM, '2026-11-27')]: 'dismissed' } as const;
    expect(due([guitar(weekdays19)], FRIDAY_1905, { quieted })).toEqual([]);
    // Monday 30 November, 19:05.
    const monday = due([guitar(weekdays19)], at('2026-11-30T18:05:00Z'), { quieted });
    expect(monday.map((reminder) => reminder.day)).toEqual(['2026-11-30']);
  });

  it('not while snoozed; again when the hour is up, even past the late limit', () => {
    const snoozedAt = FRIDAY_1905;
    const quieted = { [quietKey(ITEM, '2026-11-27')]: snoozedAt + SNOOZE_MS };
    expect(due([guitar(weekdays19)], snoozedAt + 30 * 60_000, { quieted })).toEqual([]);
    expect(due([guitar(weekdays19)], snoozedAt + SNOOZE_MS, { quieted })).toHaveLength(1);

    // Snoozed at 20:30 until 21:30: reminderDue alone stops at 21:00, two hours late.
    const late = { [quietKey(ITEM, '2026-11-27')]: at('2026-11-27T20:30:00Z') };
    expect(due([guitar(weekdays19)], at('2026-11-27T20:31:00Z'), { quieted: late })).toEqual([
      expect.objectContaining({ day: '2026-11-27' }),
    ]);
    // Unsnoozed, it would not show at 21:31.
    expect(due([guitar(weekdays19)], at('2026-11-27T20:31:00Z'))).toEqual([]);
  });

  it('goes by the person’s zone, over a clock change too (reminderDue’s rule)', () => {
    // Sunday 29 March 2026 in Berlin: 02:00 becomes 03:00, so a 02:30 reminder sounds at 03:00.
    const night: Reminder = { at: '02:30', days: [7] };
    const log = [guitar(night, { setAt: '2026-03-20T09:00:00Z' })];
    expect(due(log, at('2026-03-29T00:59:00Z'))).toEqual([]); // 01:59 CET
    expect(due(log, at('2026-03-29T01:00:00Z'))).toEqual([
      expect.objectContaining({ day: '2026-03-29' }),
    ]); // 03:00 CEST
    // The same moment is Saturday evening in New York: not a day the reminder names.
    expect(due(log, at('2026-03-29T01:00:00Z'), { timeZone: 'America/New_York' })).toEqual([]);
  });
});
