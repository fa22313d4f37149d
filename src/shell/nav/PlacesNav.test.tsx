import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/people';
import { ShellContext, type Shell } from '../shell-context';
import { PlacesNav } from './PlacesNav';

const noop = () => undefined;
const shell: Shell = {
  searchOpen: false,
  pushOpen: false,
  sidebarOpen: false,
  toggle: noop,
  setOpen: noop,
};

const nav = (path: string, unread = 0) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <ShellContext value={shell}>
        <PlacesNav user={aUser()} unread={unread} />
      </ShellContext>
    </MemoryRouter>,
  );

/** The links' addresses and visible words, in order. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(
    ([, href, inner]) => `${href} ${inner!.replace(/<[^>]+>/g, '')}`,
  );

describe('PlacesNav', () => {
  it('is the landmark named Main: Today, Journals, New, Activity, Messages, Stats, Settings', () => {
    const html = nav('/activity');
    expect(html).toContain('<nav class="places" aria-label="Main">');
    expect(links(html)).toEqual([
      '/home Today',
      '/ada Journals',
      '/push New',
      '/activity Activity',
      '/messages Messages',
      '/stats Stats',
      '/settings Settings',
    ]);
  });

  it('keeps the name New Entry and the hint on New', () => {
    expect(nav('/home')).toContain(
      '<a aria-label="New Entry" title="Use this button to add a new entry to your Journals." class="places__link places__link--new" href="/push"',
    );
  });

  it('marks the place open now, and Journals on the person’s journal pages', () => {
    expect(nav('/activity')).toMatch(/aria-current="page"[^>]*href="\/activity"/);
    const journal = nav('/ada/morning-pages');
    expect(journal).toMatch(/aria-current="page"[^>]*href="\/ada"/);
    expect(journal.match(/aria-current/g)).toHaveLength(1);
  });

  it('shows the unread count on Messages and says it', () => {
    const html = nav('/home', 3);
    expect(html).toContain('<span class="places__badge" aria-hidden="true">3</span>');
    expect(html).toContain('<span class="visually-hidden">, 3 unread</span>');
    expect(nav('/home', 0)).not.toContain('unread');
  });
});
