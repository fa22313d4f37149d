import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heatmap, HeatmapLegend, HeatmapWeekdays } from './Heatmap';

const rects = (html: string) => [...html.matchAll(/<rect [^>]*>.*?<\/rect>/g)].map((m) => m[0]);

describe('Heatmap', () => {
  it('is one image labelled with the entries of the last year', () => {
    const html = renderToStaticMarkup(
      <Heatmap
        perDay={{ '2026-11-20': 3, '2026-01-02': 120, '2024-01-01': 9 }}
        today="2026-11-22"
      />,
    );
    expect(html).toMatch(/^<svg[^>]* role="img"/);
    expect(html).toContain('aria-label="123 entries in the last year"');
  });

  it('says "1 entry" for one', () => {
    const html = renderToStaticMarkup(<Heatmap perDay={{ '2026-11-22': 1 }} today="2026-11-22" />);
    expect(html).toContain('aria-label="1 entry in the last year"');
    expect(html).toContain('<title>Today: 1 entry</title>');
  });

  it('draws a square per day up to today, each titled and shaded by level', () => {
    const html = renderToStaticMarkup(
      <Heatmap perDay={{ '2026-11-20': 3, '2026-11-21': 8 }} today="2026-11-22" weeks={2} />,
    );
    const cells = rects(html);
    expect(cells).toHaveLength(14);
    expect(cells.find((c) => c.includes('Fri 20 Nov'))).toMatch(
      /class="level-2".*<title>Fri 20 Nov: 3 entries<\/title>/,
    );
    expect(cells.find((c) => c.includes('Yesterday'))).toContain('class="level-4"');
    expect(cells.find((c) => c.includes('Thu 19 Nov'))).toMatch(
      /class="level-0".*Thu 19 Nov: 0 entries/,
    );
    expect(html).toContain('aria-label="11 entries in the last 2 weeks"');
  });

  it('sizes the squares by the cell size', () => {
    const html = renderToStaticMarkup(<Heatmap perDay={{}} today="2026-11-22" cellSize={20} />);
    expect(rects(html)[0]).toMatch(/width="20" height="20"/);
    const width = Number(/^<svg[^>]* width="(\d+)"/.exec(html)?.[1]);
    expect(width).toBeGreaterThanOrEqual(53 * 20);
  });

  it('names the months where they start', () => {
    const html = renderToStaticMarkup(<Heatmap perDay={{}} today="2026-11-22" weeks={9} />);
    expect([...html.matchAll(/<text[^>]*>(\w+)<\/text>/g)].map((m) => m[1])).toEqual([
      'Oct',
      'Nov',
    ]);
  });

  it('names Monday, Wednesday and Friday beside the rows they start', () => {
    const html = renderToStaticMarkup(<HeatmapWeekdays cellSize={10} />);
    const rows = [...html.matchAll(/<text[^>]* y="(\d+)"[^>]*>(\w+)<\/text>/g)].map((m) => [
      m[2],
      Number(m[1]),
    ]);
    // 14 px of month names, then a 12 px step a row: each name sits on its row's baseline.
    expect(rows).toEqual([
      ['Mon', 23],
      ['Wed', 47],
      ['Fri', 71],
    ]);
  });

  it('has a legend that says what each shade means, lightest first', () => {
    const html = renderToStaticMarkup(<HeatmapLegend />);
    expect([...html.matchAll(/class="level-(\d)"/g)].map((m) => m[1])).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'LessShades, lightest: no entries, 1 entry, 2 to 3 entries, 4 to 6 entries, 7 or more entriesMore',
    );
  });
});
