// The page's memory with a long journal open: 2,000 entries on the journal page, scrolled to the
// end through its infinite scroll (30 more each time the end comes near). Real Chromium, the built
// app and server: signed in on a fresh profile, synced until IndexedDB holds every entry, then the
// journal page scrolled by bringing its "more" sentinel into view until every card shows. The
// figure is V8's used heap after a forced garbage collection (CDP HeapProfiler.collectGarbage,
// then Runtime.getHeapUsage): what the open page keeps, not garbage waiting to be collected.
import { cpus, loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { signIn, watchFilling } from './page-store.js';
import { onPracticeStage } from './practice-stage.js';
import type { Figure } from './results.js';
import { seedEntries } from './seed-entries.js';

// PAGE_HEAP_ENTRIES makes a quicker trial run.
const ENTRIES = Number(process.env.PAGE_HEAP_ENTRIES ?? 2000);
const MB = 1024 * 1024;
const STEP_LIMIT_MS = 15_000;

interface Memory {
  heapUsed: number;
  heapTotal: number;
  /** DOM nodes alive in the page (CDP Performance.getMetrics 'Nodes') */
  nodes: number;
}

async function memoryAfterGc(cdp: CDPSession): Promise<Memory> {
  // Twice: objects freed by the first collection's finalizers go in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const nodes = metrics.find((metric) => metric.name === 'Nodes')?.value ?? NaN;
  return { heapUsed: usedSize, heapTotal: totalSize, nodes };
}

const cards = (page: Page) => page.getByRole('main').getByRole('article').count();

/** Brings the list's end into view until it shows `expected` cards; resolves with the steps. */
async function scrollToEnd(page: Page, expected: number): Promise<number> {
  let steps = 0;
  for (let shown = await cards(page); shown < expected; steps++) {
    // The last card in view brings the list's sentinel, just after it, near enough to load more.
    const more = await page.evaluate<boolean>(`(() => {
      const last = [...document.querySelectorAll('main article')].at(-1);
      last?.scrollIntoView({ block: 'end' });
      return last !== undefined;
    })()`);
    if (!more) throw new Error(`The list stopped at ${shown} of ${expected} entries`);
    const deadline = Date.now() + STEP_LIMIT_MS;
    const before = shown;
    while ((shown = await cards(page)) === before) {
      if (Date.now() > deadline)
        throw new Error(`Scrolling showed no more than ${shown} of ${expected} entries`);
      await page.waitForTimeout(20);
    }
  }
  return steps;
}

export async function measurePageHeap(): Promise<Figure[]> {
  const loadAtStart = loadavg()[0]!.toFixed(1);
  return onPracticeStage('heap', async ({ server, browser, api, person, journal }) => {
    await seedEntries(api, person, journal.id, ENTRIES);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, server.url, person.username);
    if ((await watchFilling(page, ENTRIES)).all === null)
      throw new Error(`The page never held all ${ENTRIES} entries`);
    await page.goto(`${server.url}/${person.username}/${journal.slug}`);
    await page.getByRole('main').getByRole('article').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const top = await memoryAfterGc(cdp);
    const shownAtTop = await cards(page);

    const started = Date.now();
    const steps = await scrollToEnd(page, ENTRIES);
    const scrollMs = Date.now() - started;
    const end = await memoryAfterGc(cdp);
    await cdp.detach();
    console.log(
      `  heap used ${(top.heapUsed / MB).toFixed(1)} MB with ${shownAtTop} entries shown, ${(end.heapUsed / MB).toFixed(1)} MB after scrolling to all ${ENTRIES} (${steps} steps, ${scrollMs} ms)`,
    );

    const load = `load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(1)} at end, ${cpus().length} cores`;
    return [
      {
        name: `page heap after scrolling a journal to its ${ENTRIES}th entry`,
        value: end.heapUsed / MB,
        unit: 'MB',
        note: `V8 used heap after a forced GC (CDP Runtime.getHeapUsage), heap total ${(end.heapTotal / MB).toFixed(1)} MB, ${end.nodes} DOM nodes; at the top (${shownAtTop} entries shown) ${(top.heapUsed / MB).toFixed(1)} MB and ${top.nodes} nodes; scrolled in ${steps} steps of the infinite scroll, ${scrollMs} ms; Chromium 1280 px, built app and server; ${load}`,
      },
      {
        name: 'page heap with a journal open at its top',
        value: top.heapUsed / MB,
        unit: 'MB',
        note: `the same page before scrolling, ${shownAtTop} entries shown; ${top.nodes} DOM nodes`,
      },
    ];
  });
}
