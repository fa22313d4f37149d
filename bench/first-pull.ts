// Issue 9: a user with 10,000 entries on the server signs in on a new device; how long until all
// of them are in its IndexedDB. Budget 5 s. The built server (a real process, SQLite) holds the
// account; two devices pull it:
// - Node: the page's sync engine on an empty fake-indexeddb, over HTTP (bench/sync/first-pull-
//   device.ts, a child process: it imports the page's code, which this tsconfig does not cover),
//   timed from its first sync() call to its end.
// - Chromium: the built app on a fresh profile, signed in through /login, timed from the Login
//   click until the page's IndexedDB holds all 10,000 (polled every 50 ms). The service worker
//   installs meanwhile, as on a real new device.
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DevicePull } from './device-pull.js';
import { LoginForm } from '../tests/support/pages/auth-forms.js';
import { PASSWORD, watchFilling } from './page-store.js';
import { onPracticeStage } from './practice-stage.js';
import type { Figure } from './results.js';
import { seedEntries } from './seed-entries.js';
import { median, spread } from './shell-paint-timing.js';

const root = fileURLToPath(new URL('../', import.meta.url));
// FIRST_PULL_ENTRIES and FIRST_PULL_RUNS make a quicker trial; the budget is for 10,000.
const ENTRIES = Number(process.env.FIRST_PULL_ENTRIES ?? 10_000);
const RUNS = Number(process.env.FIRST_PULL_RUNS ?? 3);
const BUDGET_MS = 5000;
const WATCH_LIMIT_MS = 120_000;

const run = promisify(execFile);

async function pullInNode(url: string, token: string): Promise<DevicePull> {
  const { stdout } = await run(
    'npx',
    ['tsx', 'bench/sync/first-pull-device.ts', url, token, String(ENTRIES)],
    { cwd: root, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as DevicePull;
}

export async function measureFirstPull(): Promise<Figure[]> {
  const loadAtStart = loadavg()[0]!.toFixed(1);
  return onPracticeStage('pull', async ({ server, browser, api, person, journal }) => {
    const seeding = Date.now();
    await seedEntries(api, person, journal.id, ENTRIES);
    console.log(`  ${ENTRIES} entries on the server in ${Date.now() - seeding} ms`);

    const node: DevicePull[] = [];
    for (let i = 0; i < RUNS; i++) node.push(await pullInNode(server.url, person.token));
    console.log(`  Node devices: ${node.map((pull) => pull.ms.toFixed(0)).join(', ')} ms`);

    const chromium: { all: number; signedIn: number; first: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/login`);
        const form = new LoginForm(page);
        await form.login.fill(person.username);
        await form.password.fill(PASSWORD);
        const clicked = Date.now();
        const signedIn = page
          .waitForURL((address) => address.pathname !== '/login')
          .then(() => Date.now() - clicked);
        await form.submit.click();
        const filling = await watchFilling(page, ENTRIES, { limitMs: WATCH_LIMIT_MS });
        if (filling.all === null)
          throw new Error(
            `The page held ${filling.held} of ${ENTRIES} entries ${WATCH_LIMIT_MS} ms after signing in`,
          );
        chromium.push({
          all: filling.all - clicked,
          signedIn: await signedIn,
          first: filling.first! - clicked,
        });
      } finally {
        await context.close();
      }
    }
    console.log(`  Chromium devices: ${chromium.map((pull) => pull.all).join(', ')} ms`);

    const load = `load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(1)} at end, ${cpus().length} cores`;
    const nodeMs = node.map((pull) => pull.ms);
    const chromiumMs = chromium.map((pull) => pull.all);
    return [
      {
        name: `first pull of ${ENTRIES} entries into IndexedDB, Node (page's engine, fake-indexeddb)`,
        value: median(nodeMs),
        unit: 'ms',
        budget: BUDGET_MS,
        note: `median of ${RUNS} new devices, range ${spread(nodeMs)} ms; src/data/sync/engine.ts sync() over HTTP to the built server (SQLite), ${node[0]!.changes} changes merged in pages of ${node[0]!.pageSize}; ${load}`,
      },
      {
        name: `first pull of ${ENTRIES} entries into IndexedDB, Chromium (Login click to all stored)`,
        value: median(chromiumMs),
        unit: 'ms',
        budget: BUDGET_MS,
        note: `median of ${RUNS} fresh profiles, range ${spread(chromiumMs)} ms; the built app signed in through /login, its IndexedDB polled every 50 ms; medians: sign-in answered (left /login) ${median(chromium.map((pull) => pull.signedIn)).toFixed(0)} ms, first entry stored ${median(chromium.map((pull) => pull.first)).toFixed(0)} ms; ${load}`,
      },
    ];
  });
}
