import { describe, expect, it } from 'vitest';
import { entriesIn, heatLevel, heatmapWeeks } from './heatmap';

describe('heatLevel', () => {
  it('shades 0, 1, 2–3, 4–6 and 7+ entries in five steps', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 40].map(heatLevel)).toEqual([0, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('treats odd counts as no entries', () => {
    expect(heatLevel(-1)).toBe(0);
    expect(heatLevel(Number.NaN)).toBe(0);
  });
});

describe('heatmapWeeks', () => {
  // 2026-11-22 is a Sunday, 2026-11-25 a Wednesday.
  it('draws 53 Monday-first columns ending with the week of today', () => {
    const weeks = heatmapWeeks({}, '2026-11-22');
    expect(weeks).toHaveLength(53);
    expect(weeks.at(-1)?.start).toBe('2026-11-16');
    expect(weeks.at(-1)?.days.map((d) => d.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weeks[0]?.start).toBe('2025-11-17');
    expect(weeks.every((w) => new Date(`${w.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('leaves out the days after today', () => {
    const weeks = heatmapWeeks({ '2026-11-26': 5 }, '2026-11-25', 2);
    expect(weeks.at(-1)?.days.map((d) => d.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(entriesIn(weeks)).toBe(0);
  });

  it('puts each day’s count and level in its cell', () => {
    const weeks = heatmapWeeks({ '2026-11-24': 3, '2026-11-17': 9 }, '2026-11-25', 2);
    const cells = weeks.flatMap((w) => w.days);
    expect(cells.find((c) => c.day === '2026-11-24')).toEqual({
      day: '2026-11-24',
      count: 3,
      level: 2,
    });
    expect(cells.find((c) => c.day === '2026-11-17')?.level).toBe(4);
    expect(cells.find((c) => c.day === '2026-11-18')).toEqual({
      day: '2026-11-18',
      count: 0,
      level: 0,
    });
    expect(entriesIn(weeks)).toBe(12);
  });

  it('does not count days before the first column', () => {
    expect(entriesIn(heatmapWeeks({ '2026-11-15': 4, '2026-11-16': 1 }, '2026-11-22', 1))).toBe(1);
  });

  it('labels the columns where a month starts', () => {
    const weeks = heatmapWeeks({}, '2026-11-22', 9);
    const labelled = weeks.filter((w) => w.month).map((w) => [w.start, w.month]);
    // Oct 1 is a Thursday, Nov 1 a Sunday: both fall inside the column of their week.
    expect(labelled).toEqual([
      ['2026-09-28', 'Oct'],
      ['2026-10-26', 'Nov'],
    ]);
  });

  it('steps calendar days across DST switches and leap days', () => {
    // The span holds 2027's DST switches (Europe: 03-28, 10-31) and 2028-02-29.
    const days = heatmapWeeks({}, '2028-03-05', 60).flatMap((w) => w.days.map((d) => d.day));
    expect(new Set(days).size).toBe(days.length);
    expect(days).toContain('2028-02-29');
    for (let i = 1; i < days.length; i++) {
      const gap = Date.parse(days[i]!) - Date.parse(days[i - 1]!);
      expect(gap).toBe(86_400_000);
    }
  });
});
