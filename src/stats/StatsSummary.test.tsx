import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatsSummary } from './StatsSummary';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

const stats = (overrides: { current?: number; longest?: number } = {}) => ({
  streak: { current: 4, longest: 12, last: null, today: true, ...overrides },
  totals: { entries: 9, journals: 2, days: 7 },
  perDay: { '2026-10-31': 2, '2026-11-01': 1, '2026-11-20': 3, '2026-11-26': 1 },
});

describe('StatsSummary', () => {
  it('shows both streaks in days, this month’s entries and every entry', () => {
    const html = renderToStaticMarkup(<StatsSummary stats={stats()} today="2026-11-26" />);
    expect(text(html)).toBe(
      '|Current streak|4 days|Longest streak|12 days|This month|5|Entries|9|',
    );
  });

  it('counts this month in the user’s calendar, not October’s last day or tomorrow', () => {
    const html = renderToStaticMarkup(
      <StatsSummary
        stats={{ ...stats(), perDay: { '2026-10-31': 4, '2026-11-01': 1, '2026-11-27': 6 } }}
        today="2026-11-26"
      />,
    );
    expect(text(html)).toContain('|This month|1|');
  });

  it('says "day" for one and "days" for none', () => {
    const html = renderToStaticMarkup(
      <StatsSummary stats={stats({ current: 0, longest: 1 })} today="2026-11-26" />,
    );
    expect(text(html)).toContain('|Current streak|0 days|');
    expect(text(html)).toContain('|Longest streak|1 day|');
  });
});
