import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { toneWav } from '../support/media-files.js';
import { createJournal, JournalPageModel, PushForm } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };

const stage = useStage({ microphone: true });

interface SyncedEntry {
  type: string;
  notes: string;
  pcm: unknown;
}

/** The user's entries as the server's delta sync hands them to any client. */
async function entriesOnServer(person: { username: string; password: string }) {
  const api = stage.api;
  const who = await api.login(person.username, person.password);
  return api.liveRecords<SyncedEntry>(who, 'entry');
}

/** Join and create a journal; returns the person and the journal's path. */
async function journalOfNewPerson(page: Page) {
  const person = await stage.join(page, 'r');
  const journalUrl = `/${person.username}/spoken-diary`;
  expect(await createJournal(page, 'Spoken diary')).toBe(journalUrl);
  return { person, journalUrl };
}

describe.each(BEHAVIOUR_WIDTHS)('recording at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  it('records two seconds, previews them and saves an audio entry with its waveform', async () => {
    const { person, journalUrl } = await journalOfNewPerson(page);
    await stage.open(page, '/push');
    const push = new PushForm(page);
    const main = page.getByRole('main');
    await push.notes.waitFor(soon);
    await push.notes.fill('Two seconds of beeping.');

    await push.record.click();
    const stop = push.stop;
    await stop.waitFor(soon);
    await main.getByRole('img', { name: 'Live waveform' }).waitFor(soon);
    const elapsed = main.getByRole('timer', { name: 'Elapsed' });
    await expect.poll(() => elapsed.textContent(), soon).toBe('0:02');
    await screenshot(page, 'push-recording', width);
    await stop.click();

    const preview = main.getByRole('figure', { name: 'Recording preview' });
    await preview.getByRole('slider', { name: 'Position in the recording' }).waitFor(soon);
    await expect
      .poll(() => preview.locator('audio').evaluate((audio) => (audio as HTMLAudioElement).src))
      .toMatch(/^blob:/);
    // It plays in the app's own player, before it is saved.
    await preview.getByRole('button', { name: 'Play recording' }).click();
    await preview.getByRole('button', { name: 'Pause recording' }).waitFor(soon);
    await preview.getByRole('button', { name: 'Pause recording' }).click();
    await preview.getByRole('button', { name: 'Play recording' }).waitFor(soon);
    expect(await push.file.isDisabled()).toBe(true);
    await screenshot(page, 'push-recorded', width);
    await push.save.click();

    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    const entry = new JournalPageModel(page).entry('Two seconds of beeping.');
    await entry.getByRole('slider', { name: 'Position in the recording' }).waitFor(soon);
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
    await stage.open(page, '/push');
    const push = new PushForm(page);
    await push.file.waitFor(soon);
    await push.file.setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await push.notes.fill('A tuning tone.');
    await push.save.click();
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    await new JournalPageModel(page)
      .entry('A tuning tone.')
      .getByRole('slider', { name: 'Position in the recording' })
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
    await stage.open(page, '/push');
    const main = page.getByRole('main');
    await new PushForm(page).record.click();
    await main
      .getByRole('alert')
      .filter({ hasText: 'Recording needs permission to use the microphone.' })
      .waitFor(soon);
    await screenshot(page, 'push-microphone-refused', width);
  });

  it('in the panel, Esc stops a recording, and the recording stays in the draft', async () => {
    await journalOfNewPerson(page);
    await stage.open(page, '/daily');
    await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
    const panel = new NewEntryPanel(page);
    await page.keyboard.press('n');
    await panel.notes.fill('Humming the tune.');
    await panel.record.click();
    const elapsed = panel.dialog.getByRole('timer', { name: 'Elapsed' });
    await elapsed.waitFor(soon);
    // A second of humming: an Esc in the recording's first instant leaves nothing to read.
    await expect.poll(() => elapsed.textContent(), soon).not.toBe('0:00');
    await screenshot(page, 'composer-recording', width);

    // The first Esc ends the recording, not the composer.
    await page.keyboard.press('Escape');
    const preview = panel.dialog.getByRole('figure', { name: 'Recording preview' });
    await preview.getByRole('slider', { name: 'Position in the recording' }).waitFor(soon);
    expect(await panel.dialog.isVisible()).toBe(true);
    await panel.draftSaved.waitFor(soon);

    // Closed and opened again after a reload, the recording is still there to save.
    await page.keyboard.press('Escape');
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
    await page.keyboard.press('n');
    await preview.getByRole('slider', { name: 'Position in the recording' }).waitFor(soon);
    expect(await panel.notes.inputValue()).toBe('Humming the tune.');
    expect(await panel.file.isDisabled()).toBe(true);
  });
});
