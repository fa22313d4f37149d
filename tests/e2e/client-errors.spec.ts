import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 10_000 };

const stage = useStage();

interface LoggedReport {
  report: {
    message: string;
    page?: string;
    path?: string;
    breadcrumbs: { category: string; message: string }[];
    extra?: Record<string, unknown>;
  };
  user: { id: string; username: string; email: string } | null;
}

/** The server's `client error` log lines whose report mentions `marker`. */
function loggedReports(marker: string): LoggedReport[] {
  return stage.server
    .output()
    .split('\n')
    .filter((line) => line.includes(' error client error ') && line.includes(marker))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as LoggedReport);
}

/** Waits for the one report mentioning `marker` to reach the server's log. */
async function reportOf(marker: string): Promise<LoggedReport> {
  await expect.poll(() => loggedReports(marker).length, soon).toBe(1);
  return loggedReports(marker)[0]!;
}

const shoot = (page: Page, name: string, width: number) =>
  screenshot(page, `client-errors-${name}`, width);

/** An error no code of the page catches, thrown from a timer as a bug would be. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

describe.each(BEHAVIOUR_WIDTHS)('client error reports at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    // No service worker: the test blocks a chunk by route, which a worker holding it would bypass.
    page = await stage.newPage(width, { serviceWorkers: 'block' });
  });

  it('reports an uncaught error with the user and the way there, and shows a readable message', async () => {
    const person = await stage.join(page, 'ce');
    const bar = new AppBar(page);
    await bar.goTo('Stats');
    await expect.poll(() => pathOf(page), soon).toBe('/stats');
    await page.getByRole('heading', { name: 'Stats' }).waitFor(soon);
    const marker = `uncaught-${width}-${Date.now()}`;
    await throwUncaught(page, marker);

    const banner = page.getByRole('alert').filter({ hasText: 'An unexpected error occurred.' });
    await banner.waitFor(soon);
    expect(await banner.textContent()).toContain('An unexpected error occurred.');
    await shoot(page, 'banner', width);

    const { report, user } = await reportOf(marker);
    expect(user).toEqual({
      id: expect.any(String),
      username: person.username,
      email: person.email,
    });
    expect(report).toMatchObject({ message: marker, page: 'stats-journal', path: '/stats' });
    const navigation = report.breadcrumbs
      .filter((crumb) => crumb.category === 'navigation')
      .map((crumb) => crumb.message);
    expect(navigation.slice(-2)).toEqual(['home /home', 'stats-journal /stats']);
    expect(report.breadcrumbs.some((crumb) => crumb.category === 'ui')).toBe(true);

    // The token the page signs its calls with never reaches the log.
    const token = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('ritual-session');
          open.onsuccess = () => {
            const read = open.result
              .transaction('session')
              .objectStore('session')
              .get('ritual_token');
            read.onsuccess = () => resolve(String(read.result));
          };
        }),
    );
    expect(token.length).toBeGreaterThan(20);
    expect(stage.server.output()).not.toContain(token);
  });

  it("keeps a visitor's report while offline and sends it once back online", async () => {
    await stage.open(page, '/activity');
    await new AppBar(page).login.waitFor(soon);
    await page.context().setOffline(true);
    const marker = `offline-${width}-${Date.now()}`;
    await page.evaluate((text) => {
      void Promise.reject(new Error(text));
    }, marker);
    // The feed's own read may fail too once offline ('Network Error'): wait for the crash banner.
    await page
      .getByRole('alert')
      .filter({ hasText: 'An unexpected error occurred.' })
      .waitFor(soon);
    await page.context().setOffline(false);

    const { report, user } = await reportOf(marker);
    expect(user).toBeNull();
    expect(report.page).toBe('activity');
    expect(report.extra).toMatchObject({ source: 'unhandledrejection' });
    // Sync signals may land after it (a visitor's sync stops at once for want of a session).
    expect(report.breadcrumbs).toContainEqual(
      expect.objectContaining({ category: 'network', message: 'offline' }),
    );
  });

  it('reports a screen whose code would not load, and shows the error page', async () => {
    const person = await stage.join(page, 'ce');
    await page.context().route('**/assets/Stats-*.js', (route) => route.abort());
    await stage.open(page, '/stats');
    await page.getByRole('heading', { name: '500' }).waitFor(soon);
    expect(await page.getByText('Something went wrong.').isVisible()).toBe(true);
    await shoot(page, 'route-error', width);

    await expect
      .poll(
        () =>
          loggedReports('"page":"stats-journal"').filter(
            (logged) =>
              logged.user?.username === person.username &&
              logged.report.extra?.source === 'route error page',
          ).length,
        soon,
      )
      .toBe(1);
  });
});
