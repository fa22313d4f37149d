import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../contract/journals';
import { aPerson } from '../../test/people';
import { HomeSidebarPanel } from './HomeSidebarPanel';
import type { SidebarJournal } from './sidebar-journals';

const owner = aPerson('ada');
const journal = (title: string, slug: string) =>
  ({ id: `id-${slug}`, title, slug, user: owner }) as Journal;
const noop = () => undefined;

const panel = (journals: SidebarJournal[] | undefined) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/daily']}>
      <HomeSidebarPanel journals={journals} onClose={noop} onNavigate={noop} />
    </MemoryRouter>,
  );

describe('HomeSidebarPanel', () => {
  it('is a landmark named Your journals with the daily log and a Close button, and no places', () => {
    const html = panel([]);
    expect(html).toContain(
      '<aside id="home-sidebar" class="home-sidebar" aria-labelledby="home-sidebar-journals"',
    );
    expect(html).toContain('id="home-sidebar-journals">Your journals</h2>');
    expect(html).toMatch(/href="\/daily"[^>]*>Daily log<\/a>/);
    expect(html).toContain('aria-label="Close"');
    // Today and Stats are the main navigation's.
    expect(html).not.toContain('href="/home"');
    expect(html).not.toContain('href="/stats"');
  });

  it('links each journal to its page, with today’s mark for a daily log journal', () => {
    const html = panel([
      { journal: journal('Reading', 'reading'), inLog: true, loggedToday: true },
      { journal: journal('Running', 'running'), inLog: true, loggedToday: false },
      { journal: journal('Pottery', 'pottery'), inLog: false, loggedToday: false },
    ]);
    expect(html).toMatch(/href="\/ada\/reading"[^>]*>Reading<.*Logged today/);
    expect(html).toMatch(/href="\/ada\/running"[^>]*>Running<.*Not logged today/);
    expect(html.match(/logged today/gi)).toHaveLength(4); // two marks: tooltip and words each
    expect(html.indexOf('Reading')).toBeLessThan(html.indexOf('Pottery'));
  });

  it('offers to start a journal when there is none', () => {
    const html = panel([]);
    expect(html).toContain('No journals yet.');
    expect(html).toContain('href="/create-journal"');
    expect(panel(undefined)).not.toContain('No journals yet.');
  });
});
