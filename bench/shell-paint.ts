// Issue 7's budget: the cached shell opens offline with first contentful paint under 500 ms.
// Real Chromium, the built app and server on localhost, the app's start page ('/'). Cold: a
// visitor's first visit, each in a fresh context (no cache, no service worker). From the service
// worker: a fresh context per run signs in and waits until the worker controls the page; then the
// server process is stopped, and the app is opened in a new page with the worker asleep (what an
// app opened again after a while meets: Chromium stops idle workers), then reloaded.
import { cpus, loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../tests/support/api-client.js';
import { launchBrowser } from '../tests/support/browser.js';
import { removeDataDir, startBuiltServer } from '../tests/support/built-server.js';
import { LoginForm } from '../tests/support/pages/auth-forms.js';
import { PwaModel } from '../tests/support/pages/pwa.js';
import type { Figure } from './results.js';
import { median, paintTiming, spread, type PaintTiming } from './shell-paint-timing.js';

const RUNS = 7;
const PASSWORD = 'a long enough passphrase';
const VIEWPORT = { width: 1280, height: 900 };
const START_PAGE = '/';

async function coldVisit(browser: Browser, url: string): Promise<PaintTiming> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${url}${START_PAGE}`);
    return await paintTiming(page);
  } finally {
    await context.close();
  }
}

/** A signed-in context whose service worker has taken control; its page is closed again. */
async function installApp(browser: Browser, url: string, username: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await new LoginForm(page).signIn(username, PASSWORD);
  await page.waitForURL((address) => address.pathname !== '/login');
  await page.goto(`${url}${START_PAGE}`);
  await new PwaModel(page).controlled();
  await page.close();
  return context;
}

/** Stops every service worker of the page's context, as Chromium does with idle ones. */
export async function putWorkersToSleep(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.send('ServiceWorker.disable');
  } finally {
    await cdp.detach();
  }
}

async function fromTheWorker(page: Page): Promise<PaintTiming> {
  const timing = await paintTiming(page);
  if (!(await page.evaluate('navigator.serviceWorker.controller !== null')))
    throw new Error('The page opened without the service worker');
  return timing;
}

/**
 * The installed app with the server stopped: opened in a new page with its worker asleep (as
 * after a while away), then reloaded (the worker now running, the page's code in memory).
 */
async function openOffline(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await putWorkersToSleep(page);
  await page.goto(`${url}${START_PAGE}`);
  const opened = await fromTheWorker(page);
  await page.reload();
  const reloaded = await fromTheWorker(page);
  return { opened, reloaded };
}

/** A progress line's list of first contentful paints. */
const fcps = (runs: PaintTiming[]) =>
  runs.map((run) => run.firstContentfulPaint.toFixed(0)).join(', ');

const figures = (
  load: string,
  label: string,
  runs: PaintTiming[],
  how: string,
  budget?: number,
): Figure[] => {
  const fcp = runs.map((run) => run.firstContentfulPaint);
  const html = runs.map((run) => run.htmlReceived);
  const scripts = runs.map((run) => run.scriptsRun);
  const lcp = runs.flatMap((run) =>
    run.largestContentfulPaint === null ? [] : [run.largestContentfulPaint],
  );
  const note = `${how}; median of ${RUNS}, Chromium ${VIEWPORT.width} px, start page ${START_PAGE}; ${load}`;
  return [
    {
      name: `app shell, ${label}: first contentful paint`,
      value: median(fcp),
      unit: 'ms',
      ...(budget === undefined ? {} : { budget }),
      note: `${note}; range ${spread(fcp)} ms; medians: index.html in ${median(html).toFixed(0)} ms, scripts run by ${median(scripts).toFixed(0)} ms`,
    },
    ...(lcp.length === 0
      ? []
      : [
          {
            name: `app shell, ${label}: largest contentful paint`,
            value: median(lcp),
            unit: 'ms',
            note: `${note}; ${lcp.length} runs reported one; range ${spread(lcp)} ms`,
          },
        ]),
  ];
};

export async function measureShellPaint(): Promise<Figure[]> {
  // The machine's other work shows in every figure: the note says how busy it was.
  const loadAtStart = loadavg()[0]!.toFixed(1);
  const server = await startBuiltServer();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  try {
    const cold: PaintTiming[] = [];
    for (let i = 0; i < RUNS; i++) cold.push(await coldVisit(browser, server.url));
    console.log(`  cold first visits: FCP ${fcps(cold)} ms`);

    const person = await new ApiClient(server.url).register('shell');
    for (let i = 0; i < RUNS; i++)
      contexts.push(await installApp(browser, server.url, person.username));
    console.log(`  ${RUNS} fresh contexts signed in, each controlled by the service worker`);

    await server.stop();
    const opened: PaintTiming[] = [];
    const reloaded: PaintTiming[] = [];
    for (const context of contexts) {
      const run = await openOffline(context, server.url);
      opened.push(run.opened);
      reloaded.push(run.reloaded);
      await context.close();
    }
    console.log(
      `  server stopped: opened FCP ${fcps(opened)} ms, reloaded FCP ${fcps(reloaded)} ms`,
    );

    const load = `load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(1)} at end, ${cpus().length} cores`;
    return [
      ...figures(
        load,
        'cold first visit',
        cold,
        'a visitor, fresh context each, no service worker',
      ),
      ...figures(
        load,
        'server stopped, opened from the service worker',
        opened,
        'signed in, fresh context each, worker in control, server process stopped; new page after CDP ServiceWorker.stopAllWorkers',
        500,
      ),
      ...figures(
        load,
        'server stopped, reloaded from the service worker',
        reloaded,
        'the same pages reloaded at once (worker running, code in memory)',
        500,
      ),
    ];
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
