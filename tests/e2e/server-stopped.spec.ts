import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import {
  CreateJournalForm,
  DailyPage,
  JournalPageModel,
  StatsPage,
} from '../support/pages/journaling.js';
import { AppBar } from '../support/pages/app-bar.js';
import { useStage } from '../support/stage.js';

// Issue 5: after the first visit, the open app keeps working with the server process really
// stopped (not only the browser's offline flag): every screen reads IndexedDB, every write waits in
// the outbox, and all of it reaches the server once when it is back. This run moves through the
// app by its own links and shortcuts; reloading with the server down (the service worker's cached
// shell, issue 7) is tested in pwa.spec.ts.

const soon = { timeout: 15_000 };

// A server per test: each stops it, and brings it back.
const stage = useStage({ serviceWorker: true, server: 'each test' });

describe.each(BEHAVIOUR_WIDTHS)('the open app with the server stopped, at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  const main = () => page.getByRole('main');
  /** Follows an in-app link, as a user does: no page load, so no request for the shell. */
  const follow = async (name: string, path: string) => {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect.poll(() => pathOf(page), soon).toBe(path);
  };

  it('shows what was seen, takes new entries and the daily log, and sends them once later', async () => {
    const person = await stage.join(page, 'down');
    await main().getByRole('link', { name: 'New Journal' }).click();
    const createForm = new CreateJournalForm(page);
    await createForm.title.waitFor(soon);
    await createForm.create('Scales');
    const journalUrl = `/${person.username}/scales`;
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    const journal = new JournalPageModel(page);
    await journal.heading.filter({ hasText: 'Scales' }).waitFor(soon);

    // The first visit: the screens used below are opened once, so their code is in the page.
    for (const path of ['/daily', '/stats', '/home', journalUrl]) {
      await stage.open(page, path);
      await main().waitFor(soon);
    }
    await journal.heading.filter({ hasText: 'Scales' }).waitFor(soon);
    // The new-entry panel's code loads on first use: open it once too. Shortcuts work once the
    // session check is done, which the menu button shows.
    await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
    await page.keyboard.press('n');
    await page.getByRole('dialog', { name: 'New Entry' }).getByLabel('Notes').waitFor(soon);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New Entry' }).waitFor({ state: 'hidden', ...soon });
    const api = stage.api;
    const who = await api.login(person.username, person.password);
    await expect.poll(async () => (await api.liveRecords(who, 'journal')).length, soon).toBe(1);
    // The service worker has kept the app's code (issue 7) once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, soon);

    await stage.server.stop();

    // A note through the new-entry panel, on the journal page.
    await page.keyboard.press('n');
    const panel = page.getByRole('dialog', { name: 'New Entry' });
    await panel.getByLabel('Notes').fill('C major, two octaves, with the server down.');
    await panel.getByRole('button', { name: 'Save' }).click();
    await journal.entry('C major, two octaves, with the server down.').waitFor(soon);
    await journal.addToLog.click();
    await journal.removeFromLog.waitFor(soon);
    await screenshot(page, 'server-stopped-journal', width);

    // Home, the daily log and the stats agree, from this device alone.
    await page.getByRole('link', { name: 'Ritual', exact: true }).click();
    await expect.poll(() => pathOf(page), soon).toBe('/home');
    await main().getByText('C major, two octaves, with the server down.').waitFor(soon);
    await openThroughMenu('Stats', '/stats');
    const stats = new StatsPage(page);
    await expect.poll(() => stats.value('Entries').textContent(), soon).toBe('1');
    expect(await stats.value('Current streak').textContent()).toBe('1 day');
    await screenshot(page, 'server-stopped-stats', width);
    await page.keyboard.press('h');
    const sidebar = page.getByRole('complementary', { name: 'Your journals' });
    await sidebar.getByRole('link', { name: 'Daily log' }).click();
    await expect.poll(() => pathOf(page), soon).toBe('/daily');
    const logged = new DailyPage(page).item('Scales');
    await logged.waitFor(soon);
    expect(await logged.textContent()).toContain('Logged today');

    // A screen this device never opened still opens: the service worker keeps every screen's code.
    await openThroughMenu('iOS App', '/ios');
    await main().getByRole('heading', { name: 'Ritual for iOS' }).waitFor(soon);
    await screenshot(page, 'server-stopped-unvisited', width);
    await page.getByRole('link', { name: 'Ritual', exact: true }).click();
    await main().getByText('C major, two octaves, with the server down.').waitFor(soon);

    // The server comes back on the same address and data: everything arrives, once.
    await stage.startAgain();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => {
        const entries = await api.liveRecords<{ notes: string }>(who, 'entry');
        return entries.map((entry) => entry.notes);
      }, soon)
      .toEqual(['C major, two octaves, with the server down.']);
    await expect.poll(async () => (await api.liveRecords(who, 'log_item')).length, soon).toBe(1);
    // Made without a choice, the journal is private: its link's lock is read as part of its name.
    await follow('Scales Private', journalUrl);
    await journal.entry('C major, two octaves, with the server down.').waitFor(soon);
    expect(await journal.entries.count()).toBe(1);
  });

  /** Through the navigation, or the account menu where the place is not in it (a phone's Stats). */
  async function openThroughMenu(name: string, path: string) {
    await new AppBar(page).goTo(name);
    await expect.poll(() => pathOf(page), soon).toBe(path);
  }
});
