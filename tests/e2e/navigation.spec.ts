// The navigation of issue 17 (docs/product.md §2 Shell): on a phone a one-row header and a tab bar
// (Today, Journals, New, Activity, Messages), on a laptop a sidebar with Stats and Settings too;
// the account menu holds the rest. Checked as a person meets it: by names, at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { MessagesPage } from '../support/pages/messages.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };
const THEMES = ['light', 'dark'] as const;

const stage = useStage();

/** The tab's name as the page says it now. */
const titleOf = (page: Page) => page.evaluate(() => document.title);

describe.each(WIDTHS)('navigation at %i px', (width) => {
  const phone = width <= 768;
  let me: Person;
  let page: Page;
  let bar: AppBar;
  beforeEach(async () => {
    me = await stage.register('nav');
    page = await stage.newPage(width);
    bar = new AppBar(page);
    await stage.signIn(page, me);
    await bar.today.waitFor(soon);
  });

  it('passes axe in both themes, with 44 px targets on a phone, menu open or not', async () => {
    for (const colorScheme of THEMES) {
      await page.emulateMedia({ colorScheme });
      const where = `/home's shell, ${colorScheme}, ${width} px`;
      await expectAccessible(page, where, '.shell-side');
      if (phone) await expectTouchTargets(page, where, '.shell-side');
      await screenshot(page, `navigation-home-${colorScheme}`, width);

      await bar.openMenu();
      await bar.menu.waitFor();
      await expectAccessible(
        page,
        `the account menu, ${colorScheme}, ${width} px`,
        '[role="menu"]',
      );
      if (phone) await expectTouchTargets(page, `the account menu at ${width} px`, '[role="menu"]');
      await screenshot(page, `navigation-menu-${colorScheme}`, width);
      await bar.closeMenu();
    }
    await page.emulateMedia({ colorScheme: null });
  });

  it('leads to each place, marks it current, and names the tab after it', async () => {
    expect(await titleOf(page)).toBe('Today · Ritual');
    const places: [name: string, path: string, title: string][] = [
      ['Activity', '/activity', 'Activity · Ritual'],
      ['Messages', '/messages', 'Messages · Ritual'],
      ['Journals', `/${me.username}`, `${me.username} · Ritual`],
      ['Stats', '/stats', 'Stats · Ritual'],
      ['Settings', '/settings', 'Settings · Ritual'],
      ['Today', '/home', 'Today · Ritual'],
    ];
    for (const [name, path, title] of places) {
      // On a phone Stats and Settings are in the account menu; the sidebar has them.
      await bar.goTo(name);
      await expect.poll(() => pathOf(page), soon).toBe(path);
      await expect.poll(() => titleOf(page), soon).toBe(title);
      if (!phone || !['Stats', 'Settings'].includes(name)) {
        await expect
          .poll(() => bar.nav.getByRole('link', { name }).getAttribute('aria-current'), soon)
          .toBe('page');
      }
    }
    // One link is current at a time.
    expect(await bar.nav.locator('[aria-current="page"]').count()).toBe(1);
  });

  it('shows the unread count on Messages from a message someone sent, and says it', async () => {
    const friend = await stage.register('friend');
    expect(await bar.messagesBadge.count()).toBe(0);
    await stage.api.call('POST', '/chat-messages', friend, {
      value: 'Are you coming to the pottery class?',
      recipient: me.id,
    });
    // The socket's push brings it to the open page: no reload.
    await bar.messagesBadge.waitFor(soon);
    expect(await bar.messagesBadge.textContent()).toBe('1');
    await page.getByRole('link', { name: /^Messages\W+1 unread$/ }).waitFor();
    await screenshot(page, 'navigation-unread', width);

    await bar.messages.click();
    const list = new MessagesPage(page);
    await list.conversation(friend.username).click(soon);
    await bar.messagesBadge.waitFor({ state: 'detached', ...soon });
    expect(await bar.messages.getAttribute('aria-current')).toBe('page');
  });

  it('holds the rest in the account menu, with the Examples dot until they are opened, and logs out', async () => {
    await expect
      .poll(() => bar.menuButton.getAttribute('aria-label'), soon)
      .toMatch(/new Examples$/);
    const examples = bar.menuItem(/^Examples/);
    await examples.click();
    await expect.poll(() => pathOf(page), soon).toBe('/examples');
    await expect.poll(() => titleOf(page), soon).toBe('Examples · Ritual');
    await expect
      .poll(() => bar.menuButton.getAttribute('aria-label'), soon)
      .toBe(`Account menu, ${me.username}`);

    expect(await bar.menuItems()).toContain('Logout');
    await bar.menuItem('iOS App').click();
    await expect.poll(() => pathOf(page), soon).toBe('/ios');
    // Signed in, the beta's sign-up already holds the account's address.
    await expect
      .poll(() => page.getByRole('main').getByLabel('Email').inputValue(), soon)
      .toBe(`${me.username}@example.com`);

    await bar.logout.click();
    await expect.poll(() => pathOf(page), soon).toBe('/login');
    await bar.join.waitFor(soon);
    expect(await bar.menuButton.count()).toBe(0);
    expect(await titleOf(page)).toBe('Login · Ritual');
  });

  it('has a skip link first, which moves the focus to the page', async () => {
    await stage.open(page, '/home');
    await bar.today.waitFor(soon);
    // The shell is laid out before the session check answers; the page comes with the answer.
    await page.getByRole('main').getByRole('heading', { name: 'Today', level: 1 }).waitFor(soon);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await bar.skipLink.waitFor();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab is in the page, past the header and the navigation.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
    ).toBe(true);
    expect(pathOf(page)).toBe('/home');
    // Landmarks: the header, the navigation named Main, and the page's main.
    await bar.header.waitFor();
    await bar.nav.waitFor();
    await page.getByRole('main').waitFor();
  });
});
