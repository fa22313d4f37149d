import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 10_000 };
/** A zone no fresh account starts with, so joining has to store it. */
const BROWSER_ZONE = 'Pacific/Auckland';

const stage = useStage();
const shoot = (page: Page, name: string, width: number) => screenshot(page, `shell-${name}`, width);

describe.each(WIDTHS)('the shell at %i px', (width) => {
  const mobile = width <= 414;
  let page: Page;
  let bar: AppBar;
  beforeEach(async () => {
    page = await stage.newPage(width, { timezoneId: BROWSER_ZONE });
    bar = new AppBar(page);
  });

  it('offers a visitor Login and Join, and the menu’s visitor places', async () => {
    await stage.open(page, '/activity');
    await bar.login.waitFor(soon);
    await bar.join.waitFor();
    expect(await bar.newEntry.count()).toBe(0);
    expect(await bar.menuItems()).toEqual(['Home', 'Activity', 'Login', 'Join']);
    expect(await bar.menuItem('Home').getAttribute('href')).toBe('/');
    expect(await bar.bottomBar.isVisible()).toBe(mobile);
    if (mobile) {
      expect(await bar.bottomBar.getByRole('link').allTextContents()).toEqual([
        'Activity',
        'Login',
      ]);
    }
    expect(await bar.floatingPlus.count()).toBe(0);
    await shoot(page, 'visitor-menu', width);
  });

  it('gives a signed-in user the top navigation, the menu and the bottom bar', async () => {
    const person = await stage.join(page, 's');
    await bar.newEntry.waitFor(soon);
    expect(await bar.newEntry.getAttribute('href')).toBe('/push');
    expect(await bar.newEntry.getAttribute('title')).toBe(
      'Use this button to add a new entry to your Journals.',
    );
    expect(await bar.newJournal.getAttribute('href')).toBe('/create-journal');
    expect(await bar.home.getAttribute('href')).toBe('/home');

    expect(await bar.menuItems()).toEqual([
      'Examples',
      'iOS App',
      'Home',
      'Stats',
      'Activity',
      'Profile',
      'Messages',
      'Settings',
      'Logout',
      '0 of 100 entries',
    ]);
    expect(await bar.menuItem('Profile').getAttribute('href')).toBe(`/${person.username}`);
    expect(await bar.menuItem('0 of 100 entries').getAttribute('href')).toBe('/plus');
    expect(await bar.menuItem('Examples').textContent()).toBe('ExamplesNew');
    await shoot(page, 'signed-in-menu', width);

    // A route change closes the menu.
    await bar.menuItem('Stats').click();
    await expect.poll(() => pathOf(page), soon).toBe('/stats');
    await bar.menu.waitFor({ state: 'hidden' });

    expect(await bar.bottomBar.isVisible()).toBe(mobile);
    if (mobile) {
      expect(await bar.bottomBar.getByRole('link').allTextContents()).toEqual([
        'Home',
        'Stats',
        'Activity',
        'Profile',
      ]);
      expect(await bar.bottomBar.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
        '/finder',
      );
    }
  });

  it('hides the top navigation on /push and /create-journal', async () => {
    await stage.join(page, 's');
    await bar.newEntry.waitFor(soon);
    for (const path of ['/create-journal', '/push']) {
      await stage.open(page, path);
      await bar.menuButton.waitFor(soon);
      expect(await bar.newEntry.count()).toBe(0);
    }
  });

  it('shows the floating plus below 1024 px, except on /home', async () => {
    await stage.join(page, 's');
    await bar.menuButton.waitFor(soon);
    expect(await bar.floatingPlus.count()).toBe(0);
    await stage.open(page, '/daily');
    await bar.menuButton.waitFor(soon);
    expect(await bar.floatingPlus.isVisible()).toBe(mobile);
    expect(await bar.floatingPlus.getAttribute('href')).toBe('/push');
    await shoot(page, 'daily', width);
  });

  it('opens and closes the new-entry panel with the N shortcut', async () => {
    await stage.join(page, 's');
    await stage.open(page, '/daily');
    await bar.menuButton.waitFor(soon);
    const panel = page.getByRole('dialog', { name: 'New Entry' });
    await page.keyboard.press('n');
    await panel.waitFor(soon);
    expect(pathOf(page)).toBe('/daily');
    // The new user has no journal yet: the panel offers one.
    await panel.getByRole('link', { name: 'New Journal' }).waitFor(soon);
    await page.keyboard.press('n');
    await panel.waitFor({ state: 'hidden', ...soon });
  });

  it('says Offline when the browser goes offline, and stores the browser’s timezone', async () => {
    const person = await stage.join(page, 's');
    await bar.menuButton.waitFor(soon);
    await page.context().setOffline(true);
    await bar.status.getByText('Offline').waitFor(soon);
    await shoot(page, 'offline', width);
    await page.context().setOffline(false);
    await bar.status.getByText('Offline').waitFor({ state: 'hidden', ...soon });

    const api = stage.api;
    const { token } = (await api.call('POST', '/auth/login', undefined, {
      login: person.username,
      password: person.password,
    })) as { token: string };
    const me = { token, id: '', username: person.username };
    await expect
      .poll(
        async () =>
          ((await api.call('GET', '/auth', me)) as { user: { timezone: string } }).user.timezone,
        soon,
      )
      .toBe(BROWSER_ZONE);
  });
});
