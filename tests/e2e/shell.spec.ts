import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 10_000 };
/** A zone no fresh account starts with, so joining has to store it. */
const BROWSER_ZONE = 'Pacific/Auckland';
const NEW_ENTRY_HINT = 'Use this button to add a new entry to your Journals.';

const stage = useStage();
const shoot = (page: Page, name: string, width: number) => screenshot(page, `shell-${name}`, width);

describe.each(WIDTHS)('the shell at %i px', (width) => {
  const phone = width <= 768;
  let page: Page;
  let bar: AppBar;
  beforeEach(async () => {
    page = await stage.newPage(width, { timezoneId: BROWSER_ZONE });
    bar = new AppBar(page);
  });

  it('offers a visitor Home (the logo), Activity, Login and Join in one header', async () => {
    await stage.open(page, '/activity');
    await bar.login.waitFor(soon);
    await bar.join.waitFor();
    expect(await bar.logo.getAttribute('href')).toBe('/');
    expect(await bar.nav.getByRole('link').allTextContents()).toEqual([
      'Activity',
      'Login',
      'Join',
    ]);
    expect(await bar.activity.getAttribute('aria-current')).toBe('page');
    expect(await bar.newEntry.count()).toBe(0);
    expect(await bar.menuButton.count()).toBe(0);
    expect(await bar.floatingPlus.count()).toBe(0);
    await shoot(page, 'visitor', width);
  });

  it('gives a signed-in person the places, New Entry and the account menu', async () => {
    const person = await stage.join(page, 's');
    await bar.today.waitFor(soon);
    await expect.poll(() => bar.today.getAttribute('aria-current'), soon).toBe('page');
    expect(await bar.logo.getAttribute('href')).toBe('/home');
    const places = await bar.nav
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.checkVisibility())
          .map((link) => `${link.getAttribute('href')} ${(link as HTMLElement).innerText.trim()}`),
      );
    expect(places).toEqual(
      phone
        ? [
            '/home Today',
            `/${person.username} Journals`,
            '/push New',
            '/activity Activity',
            '/messages Messages',
          ]
        : [
            '/home Today',
            `/${person.username} Journals`,
            '/activity Activity',
            '/messages Messages',
            '/stats Stats',
            '/settings Settings',
          ],
    );
    expect(await bar.newEntry.getAttribute('href')).toBe('/push');
    expect(await bar.newEntry.getAttribute('title')).toBe(NEW_ENTRY_HINT);

    expect(await bar.menuItems()).toEqual(
      phone
        ? [
            'Examples New',
            'Find people',
            'Stats',
            'Settings',
            'New Journal',
            'iOS App',
            '0 of 100 entries',
            'Logout',
          ]
        : ['Examples New', 'Find people', 'New Journal', 'iOS App', '0 of 100 entries', 'Logout'],
    );
    expect(await bar.menuItem('0 of 100 entries').getAttribute('href')).toBe('/plus');
    await shoot(page, 'signed-in-menu', width);

    // Choosing a place closes the menu.
    await bar.menuItem('New Journal').click();
    await expect.poll(() => pathOf(page), soon).toBe('/create-journal');
    await bar.menu.waitFor({ state: 'hidden' });
  });

  it('opens the new-entry panel over the page with New Entry, and with N', async () => {
    await stage.join(page, 's');
    await stage.open(page, '/daily');
    await bar.menuButton.waitFor(soon);
    const panel = page.getByRole('dialog', { name: 'New Entry' });
    await bar.newEntry.click();
    await panel.waitFor(soon);
    expect(pathOf(page)).toBe('/daily');
    // The new person has no journal yet: the panel offers one.
    await panel.getByRole('link', { name: 'New Journal' }).waitFor(soon);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', ...soon });

    await page.locator('body').press('n');
    await panel.waitFor(soon);
    await page.keyboard.press('n');
    await panel.waitFor({ state: 'hidden', ...soon });
  });

  it('shows no floating plus where the tab bar or the sidebar offers New', async () => {
    await stage.join(page, 's');
    await stage.open(page, '/daily');
    await bar.menuButton.waitFor(soon);
    expect(await bar.floatingPlus.isVisible()).toBe(false);
    expect(await bar.newEntry.isVisible()).toBe(true);
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

describe('the shell on a tablet (900 px)', () => {
  it('is a rail of icons with the floating plus for New, except on /home', async () => {
    const page = await stage.newPage(900);
    const bar = new AppBar(page);
    await stage.join(page, 't');
    await bar.today.waitFor(soon);
    // The places keep their short labels as names, Stats and Settings among them.
    await bar.place('Stats').waitFor();
    await bar.place('Settings').waitFor();
    expect(await bar.floatingPlus.isVisible()).toBe(false);

    await stage.open(page, '/daily');
    await bar.floatingPlus.waitFor(soon);
    expect(await bar.floatingPlus.getAttribute('href')).toBe('/push');
    expect(await bar.newEntry.count()).toBe(1);
    await bar.floatingPlus.click();
    await page.getByRole('dialog', { name: 'New Entry' }).waitFor(soon);
    expect(pathOf(page)).toBe('/daily');
    await screenshot(page, 'shell-tablet', 900);
  });
});
