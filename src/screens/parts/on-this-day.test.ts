import { describe, expect, it } from 'vitest';
import { onThisDay } from './on-this-day';

const entry = (created_at: string, streakDate: string | null = null) => ({
  created_at,
  streakDate,
});
const utcDay = (iso: string) => iso.slice(0, 10);

describe('onThisDay', () => {
  it('finds the same calendar day in earlier years, nearest year first', () => {
    const found = onThisDay(
      [
        entry('2024-11-27T08:00:00.000Z'),
        entry('2025-11-27T21:00:00.000Z'),
        entry('2025-11-26T09:00:00.000Z'),
        entry('2026-11-27T07:00:00.000Z'),
        entry('2023-01-01T07:00:00.000Z', '2023-11-27'),
      ],
      '2026-11-27',
      utcDay,
    );
    expect(found.map(({ years, day, entries }) => [years, day, entries.length])).toEqual([
      [1, '2025-11-27', 1],
      [2, '2024-11-27', 1],
      [3, '2023-11-27', 1],
    ]);
  });

  it('counts the day in the person’s zone, not UTC', () => {
    // 23:30 in New York on 27 November is 28 November in UTC.
    const newYork = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));
    const late = entry('2025-11-28T04:30:00.000Z');
    expect(onThisDay([late], '2026-11-27', newYork)).toHaveLength(1);
    expect(onThisDay([late], '2026-11-27', utcDay)).toHaveLength(0);
  });
});
