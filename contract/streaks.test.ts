import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  streakOf,
  summarizeEntries,
  validTimeZone,
  type StreakEntry,
} from './streaks.js';
import { mulberry32 } from './mulberry32.js';
import { ENTRY_TYPES } from './uploads.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const entry = (created_at: string | number, fields: Partial<StreakEntry> = {}): StreakEntry => ({
  created_at,
  streakDate: null,
  journal_id: 'j1',
  type: 'text',
  ...fields,
});

describe('dayInZone', () => {
  it('reads the day on the wall calendar of zones far from UTC', () => {
    const moment = '2024-01-01T10:30:00Z';
    expect(dayInZone(moment, 'UTC')).toBe('2024-01-01');
    expect(dayInZone(moment, 'Pacific/Kiritimati')).toBe('2024-01-02');
    expect(dayInZone(moment, 'Pacific/Pago_Pago')).toBe('2023-12-31');
  });

  it('turns the day at local midnight in zones with a quarter-hour offset', () => {
    expect(dayInZone('2024-01-01T18:14:59Z', 'Asia/Kathmandu')).toBe('2024-01-01');
    expect(dayInZone('2024-01-01T18:15:00Z', 'Asia/Kathmandu')).toBe('2024-01-02');
  });

  it('takes epoch milliseconds, ISO strings and dates alike', () => {
    const ms = Date.parse('2024-07-01T06:59:59.999Z');
    expect(dayInZone(ms, 'America/Los_Angeles')).toBe('2024-06-30');
    expect(dayInZone(new Date(ms + 1), 'America/Los_Angeles')).toBe('2024-07-01');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(validTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(validTimeZone('')).toBe('UTC');
    expect(validTimeZone(null)).toBe('UTC');
    expect(validTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(dayInZone('2024-01-01T23:30:00Z', 'Mars/Olympus_Mons')).toBe('2024-01-01');
  });
});

describe('addDays', () => {
  it('steps across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('streakOf', () => {
  it('counts a run ending today as current, and says today is logged', () => {
    expect(streakOf(['2024-05-01', '2024-05-02', '2024-05-03'], '2024-05-03')).toEqual({
      current: 3,
      longest: 3,
      last: { start: '2024-05-01', end: '2024-05-03', length: 3 },
      today: true,
    });
  });

  it('keeps a run ending yesterday current: today has not ended yet', () => {
    expect(streakOf(['2024-05-01', '2024-05-02'], '2024-05-03')).toMatchObject({
      current: 2,
      today: false,
    });
  });

  it('breaks a run once a whole day passed without an entry, keeping it as the last streak', () => {
    expect(streakOf(['2024-05-01', '2024-05-02'], '2024-05-04')).toEqual({
      current: 0,
      longest: 2,
      last: { start: '2024-05-01', end: '2024-05-02', length: 2 },
      today: false,
    });
  });

  it('tells the longest run from the current one after a gap', () => {
    const days = ['2024-04-01', '2024-04-02', '2024-04-03', '2024-04-04', '2024-04-06'];
    expect(streakOf(days, '2024-04-07')).toEqual({
      current: 1,
      longest: 4,
      last: { start: '2024-04-06', end: '2024-04-06', length: 1 },
      today: false,
    });
  });

  it('leaves days after today out of every streak', () => {
    expect(streakOf(['2024-05-03', '2024-05-04'], '2024-05-03')).toEqual({
      current: 1,
      longest: 1,
      last: { start: '2024-05-03', end: '2024-05-03', length: 1 },
      today: true,
    });
  });

  it('has no streak without days', () => {
    expect(streakOf([], '2024-05-03')).toEqual({
      current: 0,
      longest: 0,
      last: null,
      today: false,
    });
  });
});

describe('summarizeEntries', () => {
  it('keeps a streak across the 25-hour day when New York falls back', () => {
    // 23:30 local on 2 Nov (EDT), 3 Nov (EST, a 25-hour day) and 4 Nov 2024.
    const entries = ['2024-11-03T03:30:00Z', '2024-11-04T04:30:00Z', '2024-11-05T04:30:00Z'].map(
      (time) => entry(time),
    );
    const summary = summarizeEntries(entries, {
      timeZone: 'America/New_York',
      now: '2024-11-05T12:00:00Z',
    });
    expect(summary.perDay).toEqual({ '2024-11-02': 1, '2024-11-03': 1, '2024-11-04': 1 });
    expect(summary.streak).toMatchObject({ current: 3, longest: 3 });
  });

  it('keeps a streak across the 23-hour day when New York springs forward', () => {
    // 00:30 local on 9, 10 (a 23-hour day) and 11 March 2024, and the hour that repeats in November.
    const spring = ['2024-03-09T05:30:00Z', '2024-03-10T05:30:00Z', '2024-03-11T04:30:00Z'];
    const summary = summarizeEntries(
      [...spring, '2024-11-03T05:30:00Z', '2024-11-03T06:30:00Z'].map((time) => entry(time)),
      { timeZone: 'America/New_York', now: '2024-11-03T12:00:00Z' },
    );
    expect(summary.perDay).toEqual({
      '2024-03-09': 1,
      '2024-03-10': 1,
      '2024-03-11': 1,
      '2024-11-03': 2,
    });
    expect(summary.streak).toMatchObject({ current: 1, longest: 3, today: true });
  });

  it('counts today in the user’s zone: one moment is two different days apart', () => {
    const now = '2024-01-01T10:30:00Z';
    const made = [entry('2024-01-01T10:00:00Z')];
    const east = summarizeEntries(made, { timeZone: 'Pacific/Kiritimati', now });
    const west = summarizeEntries(made, { timeZone: 'Pacific/Pago_Pago', now });
    expect([east.today, west.today]).toEqual(['2024-01-02', '2023-12-31']);
    expect(east.streak).toMatchObject({ current: 1, today: true });
    expect(west.streak).toMatchObject({ current: 1, today: true });
  });

  it('counts an entry for its streakDate instead of the day it was made', () => {
    const summary = summarizeEntries(
      [
        entry('2024-06-10T12:00:00Z', { streakDate: '2024-06-08' }),
        entry('2024-06-10T12:00:00Z', { streakDate: '2024-06-09' }),
        entry('2024-06-10T12:00:00Z'),
      ],
      { timeZone: 'UTC', now: '2024-06-10T13:00:00Z' },
    );
    expect(summary.perDay).toEqual({ '2024-06-08': 1, '2024-06-09': 1, '2024-06-10': 1 });
    expect(summary.streak).toMatchObject({ current: 3, longest: 3, today: true });
  });

  it('ignores a streakDate that is not a real day, and an entry with no readable time', () => {
    const summary = summarizeEntries(
      [entry('2024-06-10T12:00:00Z', { streakDate: '2024-02-30' }), entry('yesterday-ish')],
      { timeZone: 'UTC', now: Date.parse('2024-06-10T13:00:00Z') },
    );
    expect(summary.perDay).toEqual({ '2024-06-10': 1 });
    expect(summary.totals.entries).toBe(1);
  });

  it('counts entries per day, per type and per journal, with totals', () => {
    const summary = summarizeEntries(
      [
        entry('2024-06-09T08:00:00Z', { journal_id: 'a', type: 'image' }),
        entry('2024-06-10T08:00:00Z', { journal_id: 'a', type: 'audio' }),
        entry('2024-06-10T09:00:00Z', { journal_id: 'b', type: 'audio' }),
        entry(Date.parse('2024-06-01T09:00:00Z'), { journal_id: 'b' }),
      ],
      { timeZone: 'Europe/Berlin', now: new Date('2024-06-10T20:00:00Z') },
    );
    expect(summary.totals).toEqual({ entries: 4, journals: 2, days: 3 });
    expect(summary.perType).toEqual({ text: 1, image: 1, video: 0, audio: 2 });
    expect(summary.perDay).toEqual({ '2024-06-01': 1, '2024-06-09': 1, '2024-06-10': 2 });
    expect(summary.journals.a).toMatchObject({ entries: 2, days: 2, current: 2, longest: 2 });
    expect(summary.journals.b).toMatchObject({ entries: 2, days: 2, current: 1, longest: 1 });
    expect(summary.timezone).toBe('Europe/Berlin');
  });

  it('summarizes nothing as zeros in a known zone', () => {
    const summary = summarizeEntries([], { timeZone: 'Not/A_Zone', now: 0 });
    expect(summary).toMatchObject({
      timezone: 'UTC',
      today: '1970-01-01',
      totals: { entries: 0, journals: 0, days: 0 },
      perDay: {},
      streak: { current: 0, longest: 0, last: null, today: false },
      journals: {},
    });
  });

  it('refuses a "now" that is not a time', () => {
    expect(() => summarizeEntries([], { timeZone: 'UTC', now: 'soon' })).toThrow(RangeError);
  });
});

const offsetNames = new Map<string, Intl.DateTimeFormat>();

/** Brute force, sharing no code with the module: the offset Intl names, and a hand-made calendar. */
const reference = {
  offset(ms: number, timeZone: string): number {
    let format = offsetNames.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
      offsetNames.set(timeZone, format);
    }
    const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')!.value;
    const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
    const sign = match[1] === '-' ? -1 : 1;
    return match[1] ? sign * (Number(match[2]) * HOUR + Number(match[3]) * 60_000) : 0;
  },
  day(ms: number, timeZone: string): string {
    const local = new Date(ms + reference.offset(ms, timeZone));
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  },
  previous(day: string): string {
    let [y, m, d] = day.split('-').map(Number) as [number, number, number];
    d -= 1;
    if (d === 0) {
      m -= 1;
      if (m === 0) [y, m] = [y - 1, 12];
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      d = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
    }
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  },
  /** Length of the run of logged days ending at `day`. */
  runTo(days: Set<string>, day: string): number {
    let length = 0;
    for (let d = day; days.has(d); d = reference.previous(d)) length += 1;
    return length;
  },
  streak(allDays: Iterable<string>, today: string) {
    const days = new Set([...allDays].filter((day) => day <= today));
    const yesterday = reference.previous(today);
    const longest = Math.max(0, ...[...days].map((day) => reference.runTo(days, day)));
    const end = [...days].reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
    let last = null;
    if (end !== null) {
      const length = reference.runTo(days, end);
      let start = end;
      for (let i = 1; i < length; i += 1) start = reference.previous(start);
      last = { start, end, length };
    }
    return {
      current: reference.runTo(days, days.has(today) ? today : yesterday),
      longest,
      last,
      today: days.has(today),
    };
  },
};

const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'America/St_Johns',
  'America/Santiago',
  'America/Havana',
  'America/Asuncion',
  'Asia/Beirut',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Not/A_Zone',
];

describe('summarizeEntries against a brute-force reference', () => {
  it('agrees on days, counts and streaks for random entries in random zones', () => {
    // Read through globalThis: this file is also type-checked with the page's (browser) types.
    const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
      ?.env;
    const seed = Number(env?.STREAK_SEED ?? Date.now() % 2 ** 31);
    const next = mulberry32(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    for (let round = 0; round < 300; round += 1) {
      const timeZone = pick(ZONES);
      const zone = timeZone === 'Not/A_Zone' ? 'UTC' : timeZone;
      const now = Date.parse('2016-01-01T00:00:00Z') + Math.floor(next() * 14 * 365) * DAY;
      const span = 3 + Math.floor(next() * 400);
      /** Half the entries fall within 90 minutes of a local midnight, where days are decided. */
      const moment = () => {
        const ms = Math.floor(now - next() * span * DAY);
        if (next() < 0.5) return ms;
        const midnight = Date.parse(`${reference.day(ms, zone)}T00:00:00Z`);
        return midnight - reference.offset(ms, zone) + Math.floor((next() - 0.5) * 3 * HOUR);
      };
      const entries: StreakEntry[] = Array.from({ length: Math.floor(next() * 120) }, () => {
        const ms = moment();
        const streakDate =
          next() < 0.1 ? reference.day(now - Math.floor(next() * 10) * DAY + DAY, zone) : null;
        return {
          created_at: next() < 0.5 ? ms : new Date(ms).toISOString(),
          streakDate,
          journal_id: pick(['a', 'b', 'c']),
          type: pick(ENTRY_TYPES),
        };
      });

      const dayOf = (e: StreakEntry) =>
        e.streakDate ?? reference.day(new Date(e.created_at).getTime(), zone);
      const today = reference.day(now, zone);
      const perDay: Record<string, number> = {};
      for (const e of entries) perDay[dayOf(e)] = (perDay[dayOf(e)] ?? 0) + 1;
      const journals: Record<string, object> = {};
      for (const id of new Set(entries.map((e) => e.journal_id))) {
        const own = entries.filter((e) => e.journal_id === id);
        const days = new Set(own.map(dayOf));
        journals[id] = { entries: own.length, days: days.size, ...reference.streak(days, today) };
      }
      const expected = {
        timezone: zone,
        today,
        totals: {
          entries: entries.length,
          journals: Object.keys(journals).length,
          days: Object.keys(perDay).length,
        },
        perDay,
        perType: Object.fromEntries(
          ENTRY_TYPES.map((type) => [type, entries.filter((e) => e.type === type).length]),
        ),
        streak: reference.streak(Object.keys(perDay), today),
        journals,
      };
      expect(
        summarizeEntries(entries, { timeZone, now }),
        `seed ${seed}, round ${round} (STREAK_SEED=${seed} repeats it)`,
      ).toEqual(expected);
    }
  });
});
