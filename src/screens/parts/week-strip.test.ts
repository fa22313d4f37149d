import { describe, expect, it } from 'vitest';
import { lastWeek, weekOf } from './week-strip';

describe('the daily log’s week', () => {
  it('is the seven days up to today, oldest first', () => {
    expect(lastWeek('2026-03-02')).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('marks the days each journal has an entry for, by its streak date or its day in the zone', () => {
    const week = weekOf(
      [
        { journal_id: 'a', created_at: '2026-03-02T09:00:00Z', streakDate: null },
        { journal_id: 'a', created_at: '2026-03-02T09:00:00Z', streakDate: '2026-02-24' },
        // 23:30 UTC on the 27th is the 28th in Berlin
        { journal_id: 'b', created_at: '2026-02-27T23:30:00Z', streakDate: null },
        // before the week, and after today: not in the strip
        { journal_id: 'b', created_at: '2026-02-01T09:00:00Z', streakDate: null },
        { journal_id: 'b', created_at: '2026-03-02T09:00:00Z', streakDate: '2026-03-09' },
      ],
      '2026-03-02',
      'Europe/Berlin',
    );
    expect(week.get('a')).toEqual([true, false, false, false, false, false, true]);
    expect(week.get('b')).toEqual([false, false, false, false, true, false, false]);
    expect(week.get('c')).toBeUndefined();
  });
});
