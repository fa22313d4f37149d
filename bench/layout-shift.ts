// Issue 17's budget: the journal page does not jump while its entries and pictures load, a
// cumulative layout shift of at most 0.02. Real Chromium, the built app and server: a journal of a
// dozen entries, five of them photos of different shapes, opened at a phone's and a laptop's width
// (1) right after signing in, so the entries arrive from the server while the page is open, and
// (2) reopened with the entries on the device and the HTTP cache cleared. Every picture is held
// back by the network (page.route) and the page is scrolled to its end, so each loads in view.
// The figure sums every shift the page reported (PerformanceObserver 'layout-shift', none after
// input), which is at least the web's CLS (the worst 5-second window); the worst run counts.
// Fonts: the woff2 files the page used, the downloaded half of the font budget (font-bytes.ts).
import type { Browser, Page } from 'playwright-core';
import { photoPng } from '../tests/support/media-files.js';
import { signIn, watchFilling } from './page-store.js';
import { onPracticeStage, type PracticeStage } from './practice-stage.js';
import type { Figure } from './results.js';
import { withPage } from './route-paint.js';
import { noteOf } from './seed-entries.js';
import { median } from './shell-paint-timing.js';

const BUDGET = 0.02;
const FONT_BUDGET_KB = 100;
// BENCH_CLS_RUNS=1 makes a quicker trial.
const REOPENED_RUNS = Number(process.env.BENCH_CLS_RUNS ?? 3);
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];
/** The photos' shapes, in the order they are written between text entries. */
const PHOTOS = [
  { width: 1600, height: 1067, colour: '#3b4a2f' },
  { width: 900, height: 1200, colour: '#23395d' },
  { width: 1000, height: 1000, colour: '#e9a06b' },
  { width: 2000, height: 800, colour: '#7a2e3a' },
  { width: 1200, height: 1600, colour: '#5d6b7a' },
];
const ENTRIES = 12;
/** Pictures answer this late, later down the page, so they land while the page is read. */
const imageDelayMs = (nth: number) => 300 + 250 * (nth % 5);

/** A shift the page reported: how much, when, and what moved (up to three nodes). */
interface Shift {
  value: number;
  at: number;
  sources: string[];
}

interface Run {
  label: string;
  shifts: Shift[];
  total: number;
  photosLoaded: number;
  /** each woff2 the page used: its size, and when it was in (ms from the page's start) */
  fonts: Font[];
}

interface Font {
  name: string;
  bytes: number;
  at: number;
}

/** Collects layout shifts from the document's start. A string: tsx wraps functions in a helper. */
const OBSERVE_SHIFTS = `
  window.__ritualShifts = [];
  const name = (node) => {
    const element = node && node.nodeType === 1 ? node : node && node.parentElement;
    if (!element) return '?';
    const classes = [...element.classList].slice(0, 2).map((c) => '.' + c).join('');
    return element.localName + classes;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        window.__ritualShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources || []).slice(0, 3).map((source) => {
            const from = source.previousRect;
            const to = source.currentRect;
            const moved = [
              to.x !== from.x && 'x ' + Math.round(to.x - from.x),
              to.y !== from.y && 'y ' + Math.round(to.y - from.y),
              to.height !== from.height && 'height ' + Math.round(to.height - from.height),
            ].filter(Boolean).join(' ');
            return name(source.node) + (moved ? ' (' + moved + ' px)' : '');
          }),
        });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Photos in the page's entries that have loaded, and whether any is still loading. */
const PHOTO_STATE = `(() => {
  const images = [...document.querySelectorAll('main article img')];
  return {
    loaded: images.filter((image) => image.complete && image.naturalWidth > 0).length,
    loading: images.filter((image) => !image.complete).length,
  };
})()`;

/** The woff2 files the page used, with their size (from the cache or not). */
const FONTS_USED = `performance.getEntriesByType('resource')
  .filter((entry) => entry.name.endsWith('.woff2'))
  .map((entry) => ({
    name: entry.name.replace(/^.*\\//, ''),
    bytes: entry.encodedBodySize,
    at: Math.round(entry.responseEnd),
  }))`;

async function seedJournal({ server, api, person, journal }: PracticeStage) {
  let photo = 0;
  for (let i = 0; i < ENTRIES; i++) {
    // Photos at 1, 3, 6, 8, 10: they fall in the first screen and further down.
    if ([1, 3, 6, 8, 10].includes(i)) {
      const { width, height, colour } = PHOTOS[photo++]!;
      const form = new FormData();
      form.append('journal_id', journal.id);
      form.append('notes', `Photo ${photo}: ${width} × ${height}.`);
      const png = await photoPng(width, height, colour);
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${server.url}/api/entries`, {
        method: 'POST',
        headers: { authorization: `Bearer ${person.token}` },
        body: form,
      });
      if (!response.ok) throw new Error(`POST /entries: ${response.status}`);
    } else {
      // Notes of a line to a paragraph, so the cards differ in height.
      const notes = Array.from({ length: 1 + (i % 4) }, (_, k) => noteOf('', i * 4 + k)).join(' ');
      await api.call('POST', '/entries', person, { journal_id: journal.id, notes });
    }
  }
}

/** Holds back every picture by its place in the order asked for. */
async function delayPictures(page: Page) {
  let nth = 0;
  await page.route('**/api/media/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, imageDelayMs(nth++)));
    await route.continue();
  });
}

/** Opens the journal, scrolls it to its end, waits for every photo, and reads the shifts. */
async function measureOpen(page: Page, url: string, label: string): Promise<Run> {
  await page.addInitScript(OBSERVE_SHIFTS);
  await delayPictures(page);
  await page.goto(url);
  const main = page.getByRole('main');
  await main.getByRole('article').first().waitFor({ timeout: 30_000 });
  await main
    .getByRole('article')
    .nth(ENTRIES - 1)
    .waitFor({ state: 'attached', timeout: 30_000 });
  // Scroll as a reader does, a screenful at a time, over the entries (not a sidebar); lazy
  // pictures load as they come into view.
  const box = await main.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 200, 400));
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }
  const deadline = Date.now() + 20_000;
  let state = await page.evaluate<{ loaded: number; loading: number }>(PHOTO_STATE);
  while (state.loaded < PHOTOS.length || state.loading > 0) {
    if (Date.now() > deadline)
      throw new Error(`${label}: ${state.loaded} of ${PHOTOS.length} photos loaded`);
    await page.waitForTimeout(100);
    state = await page.evaluate(PHOTO_STATE);
  }
  // A moment for the last picture's layout, and for anything that follows it.
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate<Shift[]>('window.__ritualShifts');
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const fonts = await page.evaluate<Font[]>(FONTS_USED);
  return { label, shifts, total, photosLoaded: state.loaded, fonts };
}

async function runsAt(
  browser: Browser,
  stage: PracticeStage,
  viewport: { width: number; height: number },
): Promise<Run[]> {
  const journalUrl = `${stage.server.url}/${stage.person.username}/${stage.journal.slug}`;
  // No service worker: page.route then sees every request, and nothing comes from its cache.
  const context = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    reducedMotion: 'no-preference',
  });
  try {
    const runs: Run[] = [];
    runs.push(
      await withPage(context, async (page) => {
        await signIn(page, stage.server.url, stage.person.username);
        return measureOpen(page, journalUrl, `${viewport.width} px, just signed in`);
      }),
    );
    await withPage(context, async (page) => {
      await page.goto(journalUrl);
      if ((await watchFilling(page, ENTRIES, { limitMs: 30_000 })).all === null)
        throw new Error(`The page never held the journal's ${ENTRIES} entries`);
    });
    for (let i = 0; i < REOPENED_RUNS; i++)
      runs.push(
        await withPage(context, async (page) => {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          return measureOpen(page, journalUrl, `${viewport.width} px, reopened`);
        }),
      );
    return runs;
  } finally {
    await context.close();
  }
}

const describeRun = (run: Run) => {
  const worst = [...run.shifts].sort((a, b) => b.value - a.value)[0];
  return `${run.label} ${run.total.toFixed(3)}${worst ? ` (largest ${worst.value.toFixed(3)} at ${worst.at} ms: ${worst.sources.join(', ')})` : ''}`;
};

export async function measureLayoutShift(): Promise<Figure[]> {
  return onPracticeStage('shifts', async (stage) => {
    await seedJournal(stage);
    const runs: Run[] = [];
    for (const viewport of VIEWPORTS) runs.push(...(await runsAt(stage.browser, stage, viewport)));
    for (const run of runs) {
      const fontsIn = run.fonts.map((font) => `${font.name.split('-wght')[0]} ${font.at}`);
      console.log(`  ${run.label}: ${run.total.toFixed(3)} (fonts in at ${fontsIn.join(', ')} ms)`);
      for (const shift of run.shifts.filter((shift) => shift.value >= 0.001))
        console.log(`    ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join(', ')}`);
    }
    const worst = [...runs].sort((a, b) => b.total - a.total)[0]!;
    const fonts = new Map(runs.flatMap((run) => run.fonts).map((font) => [font.name, font]));
    const fontTotal = [...fonts.values()].reduce((sum, font) => sum + font.bytes, 0);
    return [
      {
        name: 'journal page: cumulative layout shift while entries and photos load',
        value: worst.total,
        unit: '',
        budget: BUDGET,
        note: `worst of ${runs.length} runs (median ${median(runs.map((run) => run.total)).toFixed(3)}): ${ENTRIES} entries, ${PHOTOS.length} photos held back ${imageDelayMs(0)}–${imageDelayMs(4)} ms, scrolled to the end, Chromium at ${VIEWPORTS.map((v) => v.width).join(' and ')} px, no service worker; every layout-shift entry without input summed; worst: ${describeRun(worst)}`,
      },
      {
        name: 'font files a Latin page downloads (the journal page)',
        value: fontTotal / 1024,
        unit: 'KB',
        budget: FONT_BUDGET_KB,
        note: `woff2 the page used: ${[...fonts.values()].map((font) => `${font.name} ${(font.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
      },
    ];
  });
}
