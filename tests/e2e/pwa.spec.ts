import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { JournalPageModel } from '../support/pages/journaling.js';
import { PwaModel } from '../support/pages/pwa.js';
import { useStage } from '../support/stage.js';

// Issue 7: the service worker keeps the app shell, so the installed app opens with the server
// process really stopped, and a new build is offered with 'A new version is ready' / 'Reload'.

const soon = { timeout: 20_000 };

// A build of its own: publishing a new version here must not reach other specs' servers.
const stage = useStage({ serviceWorker: true, ownBuild: true });
let builds = 0;

/**
 * A new build of the app: the worker's bytes change, as they do when anything in it changes, and
 * so do the compressed copies the build writes beside it, which the server sends in its place.
 */
function publishNewBuild() {
  const worker = join(stage.build, 'dist/client/sw.js');
  const bytes = Buffer.concat([readFileSync(worker), Buffer.from(`\n// build ${++builds}\n`)]);
  writeFileSync(worker, bytes);
  writeFileSync(`${worker}.br`, brotliCompressSync(bytes));
  writeFileSync(`${worker}.gz`, gzipSync(bytes));
}

describe.each(BEHAVIOUR_WIDTHS)('the installable app, at %i px', (width) => {
  let page: Page;
  let person: Person;
  let journalPath: string;
  beforeEach(async () => {
    person = await stage.register('pwa');
    const journal = (await stage.api.call('POST', '/journals', person, {
      private: false,
      title: 'Night walks',
    })) as { slug: string };
    journalPath = `/${person.username}/${journal.slug}`;
    page = await stage.newPage(width);
  });

  it('installs, opens with the server stopped, and reloads into a new version on consent', async () => {
    const pwa = new PwaModel(page);
    const journal = new JournalPageModel(page);
    await stage.signIn(page, person);
    await stage.open(page, journalPath);
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
    await stage.server.stop();
    await page.reload();
    await journal.heading.filter({ hasText: 'Night walks' }).waitFor(soon);
    expect(pathOf(page)).toBe(journalPath);
    await screenshot(page, 'pwa-server-stopped', width);

    // Back up, with a new build: the open app offers it, and moves to it only when asked.
    await stage.startAgain();
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
