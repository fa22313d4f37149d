// First and largest contentful paint of the main routes, in real Chromium against the built app
// and server on localhost. Cold: nothing cached and no service worker (a visitor: a fresh context
// each run; a signed-in user: one context with workers blocked, signed in and synced, its HTTP
// cache cleared before each run). From the service worker: a context the worker controls (signed
// in for the signed-in routes), each run a new page opened with the worker asleep, as an app
// reopened after a while. Each read waits for the route's content (its h1; the journal's entries).
import { cpus, loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Person } from '../tests/support/api-client.js';
import { PwaModel } from '../tests/support/pages/pwa.js';
import { signIn, watchFilling } from './page-store.js';
import { onPracticeStage } from './practice-stage.js';
import type { Figure } from './results.js';
import { seedEntries } from './seed-entries.js';
import { putWorkersToSleep } from './shell-paint.js';
import { median, paintTiming, spread, type PaintTiming } from './shell-paint-timing.js';

// ROUTE_PAINT_RUNS=1 makes a quicker trial.
const RUNS = Number(process.env.ROUTE_PAINT_RUNS ?? 3);
const ENTRIES = 40;
const VIEWPORT = { width: 1280, height: 900 };

interface Route {
  /** as the figure names it */
  label: string;
  path: string;
  signedIn: boolean;
  /** the journal page waits for its entries too */
  entries?: boolean;
}

async function ready(page: Page, route: Route) {
  const main = page.getByRole('main');
  await main.locator('h1').first().waitFor();
  if (route.entries) await main.getByRole('article').first().waitFor();
}

async function visit(page: Page, url: string, route: Route): Promise<PaintTiming> {
  await page.goto(`${url}${route.path}`);
  await ready(page, route);
  return paintTiming(page);
}

/** A new page of the context for `work`, closed after. */
export async function withPage<T>(context: BrowserContext, work: (page: Page) => Promise<T>) {
  const page = await context.newPage();
  try {
    return await work(page);
  } finally {
    await page.close();
  }
}

/** A context signed in as the person, holding their entries; workers blocked or in control. */
async function signedInContext(browser: Browser, url: string, person: Person, worker: boolean) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    serviceWorkers: worker ? 'allow' : 'block',
  });
  await withPage(context, async (page) => {
    await signIn(page, url, person.username);
    if (worker) await new PwaModel(page).controlled();
    if ((await watchFilling(page, ENTRIES, { limitMs: 30_000 })).all === null)
      throw new Error(`The signed-in page never held its ${ENTRIES} entries`);
  });
  return context;
}

/** A cold load really loaded its scripts over the network: none came from a cache. */
async function coldVisit(page: Page, url: string, route: Route) {
  const timing = await visit(page, url, route);
  const cached = await page.evaluate<number>(
    `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.transferSize === 0).length`,
  );
  if (cached > 0)
    throw new Error(`A cold load of ${route.path} took ${cached} scripts from a cache`);
  return timing;
}

async function coldRun(browser: Browser, url: string, route: Route, signedIn?: BrowserContext) {
  if (!signedIn) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      return await withPage(context, (page) => coldVisit(page, url, route));
    } finally {
      await context.close();
    }
  }
  return withPage(signedIn, async (page) => {
    const cdp = await signedIn.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    return coldVisit(page, url, route);
  });
}

const workerRun = (context: BrowserContext, url: string, route: Route) =>
  withPage(context, async (page) => {
    await putWorkersToSleep(page);
    const timing = await visit(page, url, route);
    if (!(await page.evaluate('navigator.serviceWorker.controller !== null')))
      throw new Error(`${route.path} opened without the service worker`);
    return timing;
  });

function figures(route: Route, mode: string, runs: PaintTiming[], note: string): Figure[] {
  const fcp = runs.map((run) => run.firstContentfulPaint);
  const lcp = runs.flatMap((run) =>
    run.largestContentfulPaint === null ? [] : [run.largestContentfulPaint],
  );
  return [
    {
      name: `route ${route.label}, ${mode}: first contentful paint`,
      value: median(fcp),
      unit: 'ms',
      note: `median of ${runs.length}, range ${spread(fcp)} ms; ${note}`,
    },
    ...(lcp.length === 0
      ? []
      : [
          {
            name: `route ${route.label}, ${mode}: largest contentful paint`,
            value: median(lcp),
            unit: 'ms',
            note: `median of ${lcp.length} runs that reported one, range ${spread(lcp)} ms; ${note}`,
          },
        ]),
  ];
}

export async function measureRoutePaint(): Promise<Figure[]> {
  const loadAtStart = loadavg()[0]!.toFixed(1);
  return onPracticeStage('routes', async ({ server, browser, api, person, journal }) => {
    await seedEntries(api, person, journal.id, ENTRIES);
    const routes: Route[] = [
      { label: '/', path: '/', signedIn: false },
      { label: '/login', path: '/login', signedIn: false },
      {
        label: '/:user/:journal',
        path: `/${person.username}/${journal.slug}`,
        signedIn: true,
        entries: true,
      },
      { label: '/daily', path: '/daily', signedIn: true },
      { label: '/stats', path: '/stats', signedIn: true },
    ];

    const coldSignedIn = await signedInContext(browser, server.url, person, false);
    const visitor = await browser.newContext({ viewport: VIEWPORT });
    await withPage(visitor, async (page) => {
      await page.goto(server.url);
      await new PwaModel(page).controlled();
    });
    const installed = await signedInContext(browser, server.url, person, true);

    const results: { route: Route; cold: PaintTiming[]; worker: PaintTiming[] }[] = [];
    for (const route of routes) {
      const cold: PaintTiming[] = [];
      const worker: PaintTiming[] = [];
      for (let i = 0; i < RUNS; i++) {
        cold.push(
          await coldRun(browser, server.url, route, route.signedIn ? coldSignedIn : undefined),
        );
        worker.push(await workerRun(route.signedIn ? installed : visitor, server.url, route));
      }
      console.log(
        `  ${route.label}: FCP cold ${cold.map((run) => run.firstContentfulPaint.toFixed(0)).join(', ')} ms, from the worker ${worker.map((run) => run.firstContentfulPaint.toFixed(0)).join(', ')} ms`,
      );
      results.push({ route, cold, worker });
    }

    const load = `Chromium ${VIEWPORT.width} px, load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(1)} at end, ${cpus().length} cores`;
    return results.flatMap(({ route, cold, worker }) => [
      ...figures(
        route,
        'cold',
        cold,
        `${route.signedIn ? 'signed in and synced, no service worker, HTTP cache cleared' : 'a visitor, fresh context'}; ${load}`,
      ),
      ...figures(
        route,
        'from the service worker',
        worker,
        `${route.signedIn ? 'signed in, ' : 'a visitor, '}new page with the worker asleep (CDP ServiceWorker.stopAllWorkers); server running; ${load}`,
      ),
    ]);
  });
}
