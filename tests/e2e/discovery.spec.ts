import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { LoginForm } from '../support/pages/auth-forms.js';
import {
  ActivityPage,
  examplesMenu,
  ExamplesPage,
  FinderPage,
  followLink,
  HomeExplore,
} from '../support/pages/discovery.js';
import { layoutShift } from '../support/layout-shift.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };
/** More than the feed's first page (20), so 'Load more' has something to bring. */
const BOB_ENTRIES = 22;

const stage = useStage();
let api: ApiClient;
let bob: Person;
const kiln = { title: `Kiln ${Date.now().toString(36)}`, path: '', id: '' };

beforeAll(async () => {
  api = stage.api;
  bob = await api.register('bob');
  const journal = (await api.call('POST', '/journals', bob, {
    private: false,
    title: kiln.title,
  })) as {
    id: string;
    slug: string;
  };
  kiln.id = journal.id;
  kiln.path = `/${bob.username}/${journal.slug}`;
  for (let i = 1; i <= BOB_ENTRIES; i++)
    await api.call('POST', '/entries', bob, { journal_id: journal.id, notes: `Firing ${i}` });
});

const shoot = (page: Page, name: string, width: number) =>
  screenshot(page, `discovery-${name}`, width);

/** What a line about Bob's journal links to: his profile, the journal, maybe an entry. */
async function linkTargets(activity: ActivityPage) {
  const line = activity.linesAbout(kiln.title).first();
  return line.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

describe.each(BEHAVIOUR_WIDTHS)('discovery at %i px', (width) => {
  it('shows a visitor the public feed, linking people and journals, page by page', async () => {
    const page = await stage.newPage(width);
    await stage.open(page, '/activity');
    const activity = new ActivityPage(page);
    await activity.linesAbout(kiln.title).first().waitFor(soon);
    expect(await activity.tabs.count()).toBe(0);
    expect(await activity.lines.count()).toBe(20);
    // Newest first: Bob's last entry, linked to its place in his journal.
    const [profile, entry, journal] = await linkTargets(activity);
    expect(profile).toBe(`/${bob.username}`);
    expect(entry).toMatch(new RegExp(`^${kiln.path}/[0-9a-f-]{36}$`));
    expect(journal).toBe(kiln.path);
    await shoot(page, 'activity-visitor', width);

    await activity.loadMore.click();
    await expect.poll(() => activity.lines.count(), soon).toBeGreaterThan(20);
    await activity.linesAbout(kiln.title).filter({ hasText: 'started the journal' }).waitFor(soon);
  });

  it('shows a visitor the examples with their pictures, the cards keeping still', async () => {
    // A device that has read no pictures yet: every row of them arrives after its card's data.
    const page = await stage.newPage(width);
    await stage.open(page, '/examples');
    const examples = new ExamplesPage(page);
    await examples.card('Daily Sketch').waitFor(soon);
    await expect.poll(() => examples.loadedPreviews(), soon).toBeGreaterThan(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  describe('a new user', () => {
    let me: Person;
    let page: Page;
    beforeAll(async () => {
      me = await api.register('newbie');
      // Following Bob's journal puts it in the user's own feed.
      await api.call('POST', `/journals/${kiln.id}/shadow`, me);
      ({ page } = await stage.signedInPage(width, me));
    });

    it('sees Explore on Home, then the examples, and the menu’s badge goes', async () => {
      await stage.open(page, '/home');
      const explore = new HomeExplore(page);
      await explore.card(kiln.title).waitFor(soon);
      const links = await explore
        .card(kiln.title)
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(links).toEqual([kiln.path, `/${bob.username}`]);
      // The examples' newest pictures show on their cards.
      await expect.poll(() => explore.loadedPreviews(), soon).toBeGreaterThan(0);
      await shoot(page, 'home-explore', width);

      const menu = examplesMenu(page);
      await menu.item.waitFor(soon);
      expect(await menu.badge.textContent()).toBe('New');

      await stage.open(page, '/examples');
      const examples = new ExamplesPage(page);
      await examples.card('Daily Sketch').waitFor(soon);
      // Each card shows once its pictures are known, in order.
      await expect.poll(() => examples.cards.count(), soon).toBeGreaterThanOrEqual(4);
      await expect.poll(() => examples.loadedPreviews(), soon).toBeGreaterThan(0);
      await shoot(page, 'examples', width);
      await menu.item.waitFor(soon);
      await expect.poll(() => menu.badge.count(), soon).toBe(0);
      const { user } = (await api.call('GET', '/auth', me)) as {
        user: { clickedExamplesAt: string | null };
      };
      expect(user.clickedExamplesAt).not.toBeNull();
    });

    it('reads the feed of the journals they follow', async () => {
      await stage.open(page, '/activity');
      const activity = new ActivityPage(page);
      await activity.tab('Everyone').waitFor(soon);
      expect(await activity.tab('Everyone').getAttribute('aria-selected')).toBe('true');
      await activity.tab('Following').click();
      await activity.linesAbout(kiln.title).first().waitFor(soon);
      expect(await activity.tab('Following').getAttribute('aria-selected')).toBe('true');
      await shoot(page, 'activity-following', width);
    });

    it('finds another user in the finder and opens their profile', async () => {
      // On a phone the account menu's Find people leads here.
      await stage.open(page, '/home');
      await new AppBar(page).menuItem('Find people').click();
      await expect.poll(() => pathOf(page), soon).toBe('/finder');
      const finder = new FinderPage(page);
      await finder.heading.waitFor(soon);
      expect(await finder.ownProfile.getAttribute('href')).toBe(`/${me.username}`);
      await finder.search.fill(bob.username.slice(0, -2));
      await finder.person(bob.username).waitFor(soon);
      await shoot(page, 'finder', width);
      await finder.person(bob.username).click();
      await expect.poll(() => pathOf(page), soon).toBe(`/${bob.username}`);
    });

    it('no longer shows Explore on Home once they have entries', async () => {
      const journal = (await api.call('POST', '/journals', me, {
        private: false,
        title: 'Glazes',
      })) as {
        id: string;
      };
      await api.call('POST', '/entries', me, { journal_id: journal.id, notes: 'Celadon test' });
      await stage.open(page, '/home');
      await page.getByRole('main').getByText('Celadon test').waitFor(soon);
      expect(await new HomeExplore(page).heading.count()).toBe(0);
    });
  });
});

describe('with the server stopped', () => {
  it('still shows the feed read last, saying it is from the last visit', async () => {
    const pages = await Promise.all(WIDTHS.map((width) => stage.newPage(width)));
    // Online: the feed is read (and kept), and the screens used below have their code loaded.
    for (const page of pages) {
      await stage.open(page, '/activity');
      await new ActivityPage(page).linesAbout(kiln.title).first().waitFor(soon);
      await followLink(page, 'Login');
      await expect.poll(() => pathOf(page), soon).toBe('/login');
      await new LoginForm(page).login.waitFor(soon);
    }
    await stage.server.stop();
    for (const [i, page] of pages.entries()) {
      await followLink(page, 'Activity');
      await expect.poll(() => pathOf(page), soon).toBe('/activity');
      const activity = new ActivityPage(page);
      await activity.rememberedNote.waitFor(soon);
      await activity.linesAbout(kiln.title).first().waitFor(soon);
      expect(await activity.lines.count()).toBe(20);
      await shoot(page, 'activity-offline', WIDTHS[i]!);
    }
  });
});
