import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, openPath, pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { launchDevice } from '../support/browser.js';
import { startFlakyProxy, type FlakyProxy } from '../support/flaky-proxy.js';
import { photoPng, toneWav } from '../support/media-files.js';
import { LoginForm } from '../support/pages/auth-forms.js';
import { EntryViewPage } from '../support/pages/journal-pages.js';
import { JournalPageModel } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { PwaModel } from '../support/pages/pwa.js';
import { useStage } from '../support/stage.js';

// Issue 7: what a user writes while the server cannot be reached waits in the service worker's
// queue (workbox-background-sync), survives the browser being closed, and reaches the server
// exactly once when it is back; a server that fails for a while is retried until it recovers.
// Each device here is Chromium on its own profile directory, closed and opened again like an app.

const soon = { timeout: 20_000 };

interface ServerEntry {
  id: string;
  type: string;
  notes: string;
}

const profiles: string[] = [];
const newProfile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ritual-device-'));
  profiles.push(dir);
  return dir;
};
afterAll(() => profiles.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Signs in on a device and opens the journal, until the service worker controls the page. */
async function signInAndOpen(page: Page, baseUrl: string, person: Person, journalPath: string) {
  await openPath(page, baseUrl, '/login');
  await new LoginForm(page).signIn(person.username, PASSWORD);
  await expect.poll(() => pathOf(page), soon).not.toBe('/login');
  await openPath(page, baseUrl, journalPath);
  await new JournalPageModel(page).heading.waitFor(soon);
  await new PwaModel(page).controlled();
}

/** How many requests the service worker's queue holds (workbox-background-sync's own store). */
function heldByWorker(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const count = db.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(new Error(String(count.error)));
        };
      }),
  );
}

/**
 * N opens the new-entry panel. Right after a reload with the server stopped, the first press is
 * sometimes lost (noted in issue 7's closing note), so it is pressed again while the panel is not
 * open: a press only ever opens it here.
 */
async function openPanel(page: Page, panel: NewEntryPanel) {
  for (let tries = 0; !(await panel.dialog.isVisible()); tries++) {
    if (tries === 4) throw new Error('N did not open the new-entry panel');
    await page.keyboard.press('n');
    await panel.notes.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
}

const unsent = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ unsent/ });

describe('writes made with the server stopped, on a device closed and opened again', () => {
  // A server of its own per attempt: the test stops and starts it, so a retry must not find it
  // stopped.
  const stage = useStage({ browser: false, server: 'each test' });
  let device: BrowserContext | undefined;
  afterEach(async () => {
    await device?.close();
  });

  // One width: this is about where the writes go, not about layout (every screen used here is
  // checked at both widths in its own spec). It stops and starts the server and the browser:
  // 32 s alone on two cores, past 60 s twice in a row beside the other suites.
  it('arrive once each, with the edit and the deletion applied', async () => {
    const width = WIDTHS[1];
    const api = stage.api;
    const person = await api.register('queue');
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: 'Scales',
    })) as {
      id: string;
      slug: string;
    };
    const journalPath = `/${person.username}/${journal.slug}`;
    for (const notes of ['Warm-up', 'Arpeggios'])
      await api.call('POST', '/entries', person, { journal_id: journal.id, notes });

    const profile = newProfile();
    device = await launchDevice(profile, width);
    let page = device.pages()[0] ?? (await device.newPage());
    await signInAndOpen(page, stage.server.url, person, journalPath);
    const journalPage = new JournalPageModel(page);
    await journalPage.entry('Arpeggios').waitFor(soon);

    await stage.server.stop();
    await page.reload();
    await journalPage.entry('Arpeggios').waitFor(soon);

    // A note, a photo and a recording through the new-entry panel.
    const panel = new NewEntryPanel(page);
    const write = async (
      notes: string,
      file?: { name: string; mimeType: string; buffer: Buffer },
    ) => {
      await openPanel(page, panel);
      if (file) await panel.file.setInputFiles(file);
      await panel.notes.fill(notes);
      await panel.save.click();
      await journalPage.entry(notes).waitFor(soon);
      // The panel closes once the write (and its file) is stored: only then is it N's to open.
      await panel.dialog.waitFor({ state: 'hidden', ...soon });
    };
    await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
    await write('Scales in thirds');
    await write('The practice room', {
      name: 'room.png',
      mimeType: 'image/png',
      buffer: await photoPng(),
    });
    await write('Run-through', { name: 'run.wav', mimeType: 'audio/wav', buffer: toneWav() });

    // An edit and a deletion, on the entries' own pages.
    const entryPage = new EntryViewPage(page);
    await journalPage.entry('Arpeggios').getByRole('link').first().click();
    await entryPage.choose('Edit');
    await entryPage.notesField.fill('Arpeggios, legato');
    await entryPage.save.click();
    await entryPage.notes.filter({ hasText: 'Arpeggios, legato' }).waitFor(soon);
    await page.goBack();
    await journalPage.entry('Warm-up').getByRole('link').first().click();
    await entryPage.deleteEntry();
    await expect.poll(() => pathOf(page), soon).toBe(journalPath);
    await journalPage.addToLog.click();
    await journalPage.removeFromLog.waitFor(soon);

    // Six writes wait, every one in the service worker's queue.
    await unsent(page).filter({ hasText: '6 unsent' }).waitFor(soon);
    await expect.poll(() => heldByWorker(page), soon).toBe(6);
    await screenshot(page, 'offline-queue-waiting', width);

    // The app is closed; the server comes back; the app is opened again.
    await device.close();
    const running = await stage.startAgain();
    device = await launchDevice(profile, width);
    page = device.pages()[0] ?? (await device.newPage());
    await openPath(page, running.url, journalPath);

    const onServer = async () =>
      (await api.liveRecords<ServerEntry>(person, 'entry'))
        .map((entry) => `${entry.type}: ${entry.notes}`)
        .sort();
    await expect
      .poll(onServer, soon)
      .toEqual([
        'audio: Run-through',
        'image: The practice room',
        'text: Arpeggios, legato',
        'text: Scales in thirds',
      ]);
    await expect.poll(async () => (await api.liveRecords(person, 'log_item')).length, soon).toBe(1);
    const reopened = new JournalPageModel(page);
    await unsent(page).waitFor({ state: 'detached', ...soon });
    await expect.poll(() => reopened.entries.count(), soon).toBe(4);
    expect(await heldByWorker(page)).toBe(0);
    // Exactly once: the server's own listing of the journal has each entry a single time.
    const listed = (await api.call('GET', `/journals/${journal.id}/entries`, person)) as {
      entries: ServerEntry[];
    };
    const ids = listed.entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toHaveLength(4);
    await screenshot(page, 'offline-queue-sent', width);
  }, 120_000);
});

describe.each(BEHAVIOUR_WIDTHS)('a server that fails for a while, at %i px', (width) => {
  const stage = useStage({ browser: false });
  let proxy: FlakyProxy;
  let device: BrowserContext;
  beforeAll(async () => {
    proxy = await startFlakyProxy(stage.server.url);
  });
  afterAll(async () => {
    await device?.close();
    await proxy?.close();
  });

  it('is tried again with the same Idempotency-Key until it takes the entry, once', async () => {
    const api = stage.api;
    const person = await api.register('flaky');
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: 'Etudes',
    })) as {
      slug: string;
    };
    device = await launchDevice(newProfile(), width);
    const page = device.pages()[0] ?? (await device.newPage());
    await signInAndOpen(page, proxy.url, person, `/${person.username}/${journal.slug}`);

    proxy.failNext(2, 500, (method, path) => method === 'POST' && path === '/api/entries');
    const panel = new NewEntryPanel(page);
    await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
    await page.keyboard.press('n');
    await panel.notes.fill('Etude no. 3, slowly');
    await panel.save.click();
    await new JournalPageModel(page).entry('Etude no. 3, slowly').waitFor(soon);

    await expect
      .poll(async () => (await api.liveRecords<ServerEntry>(person, 'entry')).length, soon)
      .toBe(1);
    const tries = proxy.passed.filter(
      (each) => each.method === 'POST' && each.path === '/api/entries',
    );
    expect(tries.map((each) => each.injected ?? 'reached')).toEqual([500, 500, 'reached']);
    expect(new Set(tries.map((each) => each.idempotencyKey)).size).toBe(1);
    await unsent(page).waitFor({ state: 'detached', ...soon });
    await screenshot(page, 'offline-queue-recovered', width);
  });
});

describe('a change that waits for days', () => {
  const stage = useStage({ browser: false });
  let device: BrowserContext | undefined;
  afterAll(async () => {
    await device?.close();
  });

  // The phone's width: this is where a line of warning has the least room. The page's clock is
  // moved on (Playwright's fake clock); the queue's own expiry is proven in sw/mutation-queue.test.ts.
  it('warns the user two days before it would stop being sent', async () => {
    const width = WIDTHS[0];
    const api = stage.api;
    const person = await api.register('patient');
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: 'Long trip',
    })) as {
      slug: string;
    };
    device = await launchDevice(newProfile(), width);
    const page = device.pages()[0] ?? (await device.newPage());
    await page.clock.install();
    await signInAndOpen(page, stage.server.url, person, `/${person.username}/${journal.slug}`);

    await device.setOffline(true);
    await page.keyboard.press('n');
    const panel = new NewEntryPanel(page);
    await panel.notes.fill('Written in the mountains');
    await panel.save.click();
    await unsent(page).filter({ hasText: '1 unsent' }).waitFor(soon);
    const warning = unsent(page).getByText(/have not reached the server/);
    expect(await warning.count()).toBe(0);

    await page.clock.fastForward(5 * 24 * 60 * 60 * 1000 + 60_000);
    await warning.waitFor(soon);
    expect(await warning.textContent()).toBe(
      'Changes made 5 days ago have not reached the server. ' +
        'Connect within 2 days, or they will be kept on this device as not saved.',
    );
    await screenshot(page, 'offline-queue-warning', width);

    // Back online in time: it is sent, and the warning goes with the unsent count.
    await device.setOffline(false);
    await unsent(page).waitFor({ state: 'detached', ...soon });
    await expect
      .poll(async () => (await api.liveRecords<ServerEntry>(person, 'entry')).length, soon)
      .toBe(1);
  });
});
