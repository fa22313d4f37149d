import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { newPerson, openPath, pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { launchBrowser } from '../support/browser.js';
import { toneWav } from '../support/media-files.js';
import { removeDataDir, startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { JoinForm } from '../support/pages/auth-forms.js';
import { CreateJournalForm, JournalPageModel, PushForm } from '../support/pages/journaling.js';

const soon = { timeout: 15_000 };

let browser: Browser;
let server: BuiltServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser({ fakeMicrophone: true }),
    startBuiltServer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

const open = (page: Page, path: string) => openPath(page, server.url, path);

interface SyncedEntry {
  type: string;
  notes: string;
  pcm: unknown;
}

/** The user's entries as the server's delta sync hands them to any client. */
async function entriesOnServer(person: { username: string; password: string }) {
  const api = new ApiClient(server.url);
  const who = await api.login(person.username, person.password);
  return api.liveRecords<SyncedEntry>(who, 'entry');
}

/** Join and create a journal; returns the person and the journal's path. */
async function journalOfNewPerson(page: Page) {
  const person = newPerson('r');
  await open(page, '/join');
  await new JoinForm(page).join(person);
  await expect.poll(() => pathOf(page), soon).toBe('/home');
  await open(page, '/create-journal');
  const createForm = new CreateJournalForm(page);
  await createForm.title.waitFor(soon);
  await createForm.create('Spoken diary');
  const journalUrl = `/${person.username}/spoken-diary`;
  await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
  return { person, journalUrl };
}

describe.each(WIDTHS)('recording at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('records two seconds, previews them and saves an audio entry with its waveform', async () => {
    const { person, journalUrl } = await journalOfNewPerson(page);
    await open(page, '/push');
    const push = new PushForm(page);
    const main = page.getByRole('main');
    await push.notes.waitFor(soon);
    await push.notes.fill('Two seconds of beeping.');

    await main.getByRole('button', { name: 'Record' }).click();
    const stop = main.getByRole('button', { name: 'Stop' });
    await stop.waitFor(soon);
    await main.getByRole('img', { name: 'Live waveform' }).waitFor(soon);
    const elapsed = main.getByRole('timer', { name: 'Elapsed' });
    await expect.poll(() => elapsed.textContent(), soon).toBe('0:02');
    await screenshot(page, 'push-recording', width);
    await stop.click();

    const preview = main.getByRole('group', { name: 'Recording preview' });
    await preview.getByRole('img', { name: 'Waveform' }).waitFor(soon);
    await expect
      .poll(() => preview.locator('audio').evaluate((audio) => (audio as HTMLAudioElement).src))
      .toMatch(/^blob:/);
    expect(await push.file.isDisabled()).toBe(true);
    await screenshot(page, 'push-recorded', width);
    await push.save.click();

    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    const entry = new JournalPageModel(page).entry('Two seconds of beeping.');
    await entry.getByRole('img', { name: 'Waveform' }).waitFor(soon);
    await screenshot(page, 'journal-recorded', width);

    // Once synced, any client reading the delta sync sees an audio entry with its waveform.
    const savedAudio = async () =>
      (await entriesOnServer(person)).find((each) => each.notes === 'Two seconds of beeping.');
    await expect.poll(async () => (await savedAudio())?.type, soon).toBe('audio');
    const pcm = (await savedAudio())?.pcm as number[];
    expect(pcm.length).toBeGreaterThan(0);
    expect(pcm.some((value) => value !== 0)).toBe(true);
  });

  it('gives an uploaded audio file its waveform before saving it', async () => {
    const { person, journalUrl } = await journalOfNewPerson(page);
    await open(page, '/push');
    const push = new PushForm(page);
    await push.file.waitFor(soon);
    await push.file.setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await push.notes.fill('A tuning tone.');
    await push.save.click();
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    await new JournalPageModel(page)
      .entry('A tuning tone.')
      .getByRole('img', { name: 'Waveform' })
      .waitFor(soon);

    const savedTone = async () =>
      (await entriesOnServer(person)).find((each) => each.notes === 'A tuning tone.');
    await expect.poll(async () => (await savedTone())?.type, soon).toBe('audio');
    const pcm = (await savedTone())?.pcm as number[];
    expect(pcm.some((value) => value !== 0)).toBe(true);
  });

  it('says so when the microphone is refused', async () => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await journalOfNewPerson(page);
    await open(page, '/push');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Record' }).click();
    await main
      .getByRole('alert')
      .filter({ hasText: 'Recording needs permission to use the microphone.' })
      .waitFor(soon);
    await screenshot(page, 'push-microphone-refused', width);
  });
});
