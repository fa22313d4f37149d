import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StreakSummary } from './StreakSummary';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('StreakSummary', () => {
  it('shows the current and longest streak in days', () => {
    const html = renderToStaticMarkup(<StreakSummary streak={{ current: 4, longest: 12 }} />);
    expect(text(html)).toBe('Current streak: 4 daysLongest streak: 12 days');
  });

  it('says "day" for one and "days" for none', () => {
    const html = renderToStaticMarkup(<StreakSummary streak={{ current: 0, longest: 1 }} />);
    expect(text(html)).toContain('Current streak: 0 days');
    expect(text(html)).toContain('Longest streak: 1 day');
    expect(text(html)).not.toContain('1 days');
  });
});
