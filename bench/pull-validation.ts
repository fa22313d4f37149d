// What validating each pull page with SyncResponseSchema would cost the page, in real Chromium:
// the schema loaded on demand (its JavaScript, gzip, and the time to load it) and a 1,000-change
// page validated cold and warm. The engine trusts the page instead (src/data/sync/engine.ts). In
// the app's own build the same import loads 39 KB gzip (zod's shared part and nine schema chunks).
import { gzipSync } from 'node:zlib';
import { onBenchPages } from './bench-pages.js';
import type { PullValidationRun } from './pull-validation-run.js';
import type { Figure } from './results.js';
import { median } from './shell-paint-timing.js';

const RUNS = Number(process.env.PULL_VALIDATION_RUNS ?? 5);

export function measurePullValidation(): Promise<Figure[]> {
  return onBenchPages(async (url, browser) => {
    const runs: PullValidationRun[] = [];
    let lazyBytes = 0;
    for (let run = 0; run < RUNS; run++) {
      // A fresh page per run, so the schema loads cold each time.
      const page = await browser.newPage();
      await page.goto(`${url}/pull-validation.html`);
      const loaded: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js'))
          loaded.push(response.body().then((body) => gzipSync(body).length));
      });
      runs.push(
        await page.evaluate(() =>
          (
            globalThis as unknown as {
              ritualBench: { validatePull(): Promise<PullValidationRun> };
            }
          ).ritualBench.validatePull(),
        ),
      );
      lazyBytes = (await Promise.all(loaded)).reduce((sum, bytes) => sum + bytes, 0);
      await page.close();
    }
    const note = `median of ${runs.length} runs, a fresh page each`;
    return [
      {
        name: 'pull validation: zod and the sync schemas loaded on demand (this page alone)',
        value: lazyBytes / 1024,
        unit: 'KB gzip',
      },
      {
        name: 'pull validation: loading the schema',
        value: median(runs.map((r) => r.importMs)),
        unit: 'ms',
        note,
      },
      {
        name: 'pull validation: a 1,000-change page, first',
        value: median(runs.map((r) => r.firstMs)),
        unit: 'ms',
        note,
      },
      {
        name: 'pull validation: a 1,000-change page, warm',
        value: median(runs.map((r) => r.warmMs)),
        unit: 'ms',
        note,
      },
    ];
  });
}
