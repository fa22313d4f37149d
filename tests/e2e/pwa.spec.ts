import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, type Person } from '../support/api-client.js';
import { openPath, pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { launchBrowser } from '../support/browser.js';
import {
  makeDataDir,
  removeDataDir,
  startBuiltServer,
  type BuiltServer,
} from '../support/built-server.js';
import { freePort } from '../support/free-port.js';
import { LoginForm } from '../support/pages/auth-forms.js';
import { JournalPageModel } from '../support/pages/journaling.js';
import { PwaModel } from '../support/pages/pwa.js';
import { projectRoot } from '../support/paths.js';

// Issue 7: the service worker keeps the app shell, so the installed app opens with the server
// process really stopped, and a new build is offered with 'A new version is ready' / 'Reload'.

const soon = { timeout: 20_000 };
const PASSWORD = 'a long enough passphrase';
const builtWorker = join(projectRoot, 'dist/client/sw.js');

let browser: Browser;
let server: BuiltServer;
let dataDir: string;
let port: number;
let originalWorker: string;
let builds = 0;
beforeAll(async () => {
  dataDir = makeDataDir();
  port = await freePort();
  originalWorker = readFileSync(builtWorker, 'utf8');
  [browser, server] = await Promise.all([launchBrowser(), startBuiltServer({ dataDir, port })]);
});
afterAll(async () => {
  writeFileSync(builtWorker, originalWorker);
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

/** A new build of the app: the worker's bytes change, as they do when anything in it changes. */
const publishNewBuild = () => appendFileSync(builtWorker, `\n// build ${++builds}\n`);

describe.each(WIDTHS)('the installable app, at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  let person: Person;
  let journalPath: string;
  beforeEach(async () => {
    const api = new ApiClient(server.url);
    person = await api.register('pwa');
    const journal = (await api.call('POST', '/journals', person, { title: 'Night walks' })) as {
      slug: string;
    };
    journalPath = `/${person.username}/${journal.slug}`;
    context = await browser.newContext({ viewport: { width, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('installs, opens with the server stopped, and reloads into a new version on consent', async () => {
    const pwa = new PwaModel(page);
    const journal = new JournalPageModel(page);
    await openPath(page, server.url, '/login');
    await new LoginForm(page).signIn(person.username, PASSWORD);
    await expect.poll(() => pathOf(page), soon).not.toBe('/login');
    await openPath(page, server.url, journalPath);
    await journal.heading.filter({ hasText: 'Night walks' }).waitFor(soon);

    // The worker controls the page and Chromium would offer to install the app.
    await pwa.controlled();
    expect(await pwa.installabilityErrors()).toEqual([]);
    expect(await pwa.fileHeaders('/manifest.webmanifest')).toMatchObject({
      status: 200,
      type: 'application/manifest+json',
    });
    expect(await pwa.fileHeaders('/sw.js')).toMatchObject({
      status: 200,
      cacheControl: 'no-cache',
    });
    await screenshot(page, 'pwa-online', width);

    // The server process stops: a reload still opens the app, with the journal from this device.
    await server.stop();
    await page.reload();
    await journal.heading.filter({ hasText: 'Night walks' }).waitFor(soon);
    expect(pathOf(page)).toBe(journalPath);
    await screenshot(page, 'pwa-server-stopped', width);

    // Back up, with a new build: the open app offers it, and moves to it only when asked.
    server = await startBuiltServer({ dataDir, port });
    publishNewBuild();
    await pwa.refocus();
    await pwa.updatePrompt.waitFor(soon);
    await screenshot(page, 'pwa-update-ready', width);
    const reloaded = page.waitForEvent('load', soon);
    await pwa.reload.click();
    await reloaded;
    await journal.heading.filter({ hasText: 'Night walks' }).waitFor(soon);
    await pwa.updatePrompt.waitFor({ state: 'detached', ...soon });
  });
});
