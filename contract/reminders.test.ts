import { describe, expect, it } from 'vitest';
import { LATE_LIMIT_MS, reminderDue, wallClockAt, type Reminder } from './reminders.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const LONG_AGO = 0;

const due = (reminder: Reminder, zone: string, iso: string, setAt = LONG_AGO) =>
  reminderDue(reminder, zone, Date.parse(iso), setAt);

/** The UTC moments from `from` to `to`, a minute apart, at which the reminder is due. */
function dueMinutes(reminder: Reminder, zone: string, from: string, to: string): string[] {
  const found: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += MINUTE) {
    const day = reminderDue(reminder, zone, ms, LONG_AGO);
    if (day) found.push(`${day} at ${new Date(ms).toISOString().slice(0, 16)}Z`);
  }
  return found;
}

/**
 * The first due minute of each day, having checked that every day's due minutes run on from it to
 * the late limit without a gap.
 */
function dueFrom(reminder: Reminder, zone: string, from: string, to: string): string[] {
  const found = dueMinutes(reminder, zone, from, to);
  expectUnbroken(found);
  return found.filter((entry, i) => i === 0 || found[i - 1]!.slice(0, 10) !== entry.slice(0, 10));
}

function expectUnbroken(found: string[]): void {
  const perDay = new Map<string, number>();
  for (const entry of found)
    perDay.set(entry.slice(0, 10), (perDay.get(entry.slice(0, 10)) ?? 0) + 1);
  for (const count of perDay.values()) expect(count).toBe(LATE_LIMIT_MS / MINUTE + 1);
}

describe('wallClockAt', () => {
  it('reads the day, ISO weekday and minutes in the zone', () => {
    // 23:30 UTC on Sunday 28 March 2027 is 01:30 on Monday in Berlin (summer time, UTC+2).
    expect(wallClockAt(Date.parse('2027-03-28T23:30:00Z'), 'Europe/Berlin')).toEqual({
      day: '2027-03-29',
      weekday: 1,
      minutes: 90,
    });
    expect(wallClockAt(Date.parse('2027-03-28T23:30:00Z'), 'America/New_York')).toEqual({
      day: '2027-03-28',
      weekday: 7,
      minutes: 19 * 60 + 30,
    });
  });
});

describe('reminderDue', () => {
  const seven: Reminder = { at: '19:00', days: EVERY_DAY };

  it('falls due at 19:00 local on the spring-forward days of Berlin and New York, which differ', () => {
    // New York: 14 March 2027 (UTC-5 → UTC-4); Berlin: 28 March (UTC+1 → UTC+2).
    expect(dueFrom(seven, 'America/New_York', '2027-03-13T03:00Z', '2027-03-16T03:00Z')).toEqual([
      '2027-03-13 at 2027-03-14T00:00Z',
      '2027-03-14 at 2027-03-14T23:00Z',
      '2027-03-15 at 2027-03-15T23:00Z',
    ]);
    expect(dueFrom(seven, 'Europe/Berlin', '2027-03-27T00:00Z', '2027-03-30T00:00Z')).toEqual([
      '2027-03-27 at 2027-03-27T18:00Z',
      '2027-03-28 at 2027-03-28T17:00Z',
      '2027-03-29 at 2027-03-29T17:00Z',
    ]);
  });

  it('falls due at 19:00 local on the fall-back days', () => {
    // Berlin: 31 October 2027 (UTC+2 → UTC+1); New York: 7 November (UTC-4 → UTC-5).
    expect(dueFrom(seven, 'Europe/Berlin', '2027-10-30T00:00Z', '2027-11-02T00:00Z')).toEqual([
      '2027-10-30 at 2027-10-30T17:00Z',
      '2027-10-31 at 2027-10-31T18:00Z',
      '2027-11-01 at 2027-11-01T18:00Z',
    ]);
    expect(dueFrom(seven, 'America/New_York', '2027-11-06T12:00Z', '2027-11-09T12:00Z')).toEqual([
      '2027-11-06 at 2027-11-06T23:00Z',
      '2027-11-07 at 2027-11-08T00:00Z',
      '2027-11-08 at 2027-11-09T00:00Z',
    ]);
  });

  it('sounds a time the spring-forward night skips at the hour after, and one the fall-back night repeats from the first', () => {
    const half = { at: '02:30', days: EVERY_DAY };
    // 28 March 2027 in Berlin jumps from 02:00 to 03:00: 02:30 never comes; due from 03:00 (01:00Z).
    expect(due(half, 'Europe/Berlin', '2027-03-28T00:59:00Z')).toBeNull();
    expect(due(half, 'Europe/Berlin', '2027-03-28T01:00:00Z')).toBe('2027-03-28');
    // 31 October 2027 in Berlin: 02:30 comes at 00:30Z and again at 01:30Z; due from the first.
    expect(due(half, 'Europe/Berlin', '2027-10-31T00:29:00Z')).toBeNull();
    expect(due(half, 'Europe/Berlin', '2027-10-31T00:30:00Z')).toBe('2027-10-31');
    expect(due(half, 'Europe/Berlin', '2027-10-31T01:30:00Z')).toBe('2027-10-31');
  });

  it('sounds only on the weekdays it names', () => {
    const weekdays: Reminder = { at: '19:00', days: [1, 2, 3, 4, 5] };
    // Friday 8 to Monday 11 January 2027 in New York.
    expect(dueFrom(weekdays, 'America/New_York', '2027-01-08T12:00Z', '2027-01-12T12:00Z')).toEqual(
      ['2027-01-08 at 2027-01-09T00:00Z', '2027-01-11 at 2027-01-12T00:00Z'],
    );
  });

  it('stays due up to the late limit and not after', () => {
    const at = Date.parse('2027-01-11T19:00:00-05:00');
    expect(reminderDue(seven, 'America/New_York', at - MINUTE, LONG_AGO)).toBeNull();
    expect(reminderDue(seven, 'America/New_York', at, LONG_AGO)).toBe('2027-01-11');
    expect(reminderDue(seven, 'America/New_York', at + LATE_LIMIT_MS, LONG_AGO)).toBe('2027-01-11');
    expect(
      reminderDue(seven, 'America/New_York', at + LATE_LIMIT_MS + MINUTE, LONG_AGO),
    ).toBeNull();
  });

  it('does not sound the day it was set after its time: that one starts tomorrow', () => {
    const at = Date.parse('2027-01-11T19:00:00-05:00');
    const setAt = at + 10 * MINUTE;
    expect(reminderDue(seven, 'America/New_York', at + 20 * MINUTE, setAt)).toBeNull();
    expect(reminderDue(seven, 'America/New_York', at + 24 * HOUR, setAt)).toBe('2027-01-12');
    // Set before its time: due that very day.
    expect(reminderDue(seven, 'America/New_York', at, at - MINUTE)).toBe('2027-01-11');
  });

  it('reads an unknown zone as UTC', () => {
    expect(due(seven, 'Mars/Olympus_Mons', '2027-01-11T19:00:00Z')).toBe('2027-01-11');
    expect(due(seven, 'Mars/Olympus_Mons', '2027-01-11T18:59:00Z')).toBeNull();
  });
});
