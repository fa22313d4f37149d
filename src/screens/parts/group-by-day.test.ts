import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

describe('groupByDay', () => {
  it('cuts a newest-first list into its days, in the reader’s zone, keeping the order', () => {
    const entries = [
      { id: 'c', created_at: '2026-11-24T07:00:00.000Z' },
      { id: 'b', created_at: '2026-11-23T23:30:00.000Z' },
      { id: 'a', created_at: '2026-11-23T08:00:00.000Z' },
    ];
    expect(
      groupByDay(entries, 'UTC').map(({ day, items }) => [day, items.map((e) => e.id)]),
    ).toEqual([
      ['2026-11-24', ['c']],
      ['2026-11-23', ['b', 'a']],
    ]);
    // In Berlin, 23:30 UTC is already the next day.
    expect(
      groupByDay(entries, 'Europe/Berlin').map(({ day, items }) => [day, items.map((e) => e.id)]),
    ).toEqual([
      ['2026-11-24', ['c', 'b']],
      ['2026-11-23', ['a']],
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
