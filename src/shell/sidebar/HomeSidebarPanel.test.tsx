import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../contract/journals';
import { ShellContext, type Shell } from '../shell-context';
import { HomeSidebarToggle } from '../HomeSidebarToggle';
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
  it('is a landmark named Home with Home, Daily and Stats and a Close button', () => {
    const html = panel([]);
    expect(html).toContain('<aside id="home-sidebar" class="home-sidebar" aria-label="Home"');
    for (const [label, href] of [
      ['Home', '/home'],
      ['Daily', '/daily'],
      ['Stats', '/stats'],
    ])
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
    expect(html).toContain('>Close</button>');
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

const shell = (sidebarOpen: boolean): Shell => ({
  searchOpen: false,
  pushOpen: false,
  sidebarOpen,
  toggle: noop,
  setOpen: noop,
});

describe('HomeSidebarToggle', () => {
  it('reads Show Home while the sidebar is closed and Hide Home while it is open', () => {
    const toggle = (open: boolean) =>
      renderToStaticMarkup(
        <ShellContext value={shell(open)}>
          <HomeSidebarToggle />
        </ShellContext>,
      );
    expect(toggle(false)).toContain('>Show Home</button>');
    expect(toggle(false)).toContain('aria-expanded="false"');
    expect(toggle(true)).toContain('>Hide Home</button>');
    expect(toggle(true)).toContain('aria-expanded="true"');
  });
});
