import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import {
  CreateJournalForm,
  DailyPage,
  JournalPageModel,
  PushForm,
  StatsPage,
} from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };

const stage = useStage();
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c04020' } })
    .png()
    .toBuffer();
});

interface SyncedEntry {
  journal_id: string;
  type: string;
  notes: string;
  preview_link: string | null;
}

/** Every entry the server holds for the user, read through the delta sync an outside client uses. */
async function entriesOnServer(person: { username: string; password: string }) {
  const api = stage.api;
  const who = await api.login(person.username, person.password);
  return api.liveRecords<SyncedEntry>(who, 'entry');
}

describe.each(BEHAVIOUR_WIDTHS)('journaling at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  it('keeps a journal: creates it, posts a note and a photo, logs it daily and counts it', async () => {
    const person = await stage.join(page, 'j');

    // A new user's home offers the first journal.
    const main = page.getByRole('main');
    await main.getByText('You have no journals yet.', { exact: false }).waitFor(soon);
    await screenshot(page, 'home-empty', width);
    await main.getByRole('link', { name: 'New Journal' }).click();
    await expect.poll(() => pathOf(page), soon).toBe('/create-journal');

    const createForm = new CreateJournalForm(page);
    await createForm.title.waitFor(soon);
    // Private unless the person chooses otherwise.
    expect(await createForm.private.isChecked()).toBe(true);
    expect(await createForm.public.isChecked()).toBe(false);
    await screenshot(page, 'create-journal', width);
    await createForm.create('Morning pages');
    const journalUrl = `/${person.username}/morning-pages`;
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    const journal = new JournalPageModel(page);
    await journal.heading.filter({ hasText: 'Morning pages' }).waitFor(soon);
    await page.getByText('No entries yet.').waitFor(soon);
    await journal.privateBadge.waitFor(soon);

    // A note: the journal's New Entry opens the composer on it, over the journal.
    await main.getByRole('button', { name: 'New Entry', exact: true }).click();
    const composer = new NewEntryPanel(page);
    await composer.notes.waitFor(soon);
    expect(await composer.chosenJournal()).toBe('Morning pages');
    await composer.notes.fill('Wrote three pages before breakfast.');
    await screenshot(page, 'push-note', width);
    await composer.save.click();
    await composer.dialog.waitFor({ state: 'hidden', ...soon });
    expect(pathOf(page)).toBe(journalUrl);
    await journal.entry('Wrote three pages before breakfast.').waitFor(soon);

    // A photo; a file of another type is refused first.
    await stage.open(page, '/push');
    const photoPush = new PushForm(page);
    await photoPush.file.waitFor(soon);
    await photoPush.file.setInputFiles({
      name: 'drawing.bmp',
      mimeType: 'image/bmp',
      buffer: Buffer.from('BM not really a bitmap'),
    });
    await photoPush.error.filter({ hasText: 'Invalid file type' }).waitFor(soon);
    expect(await photoPush.save.isDisabled()).toBe(true);
    await photoPush.file.setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await photoPush.notes.fill('The red square.');
    expect(await photoPush.error.count()).toBe(0);
    await screenshot(page, 'push-photo', width);
    await photoPush.save.click();
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    const photoEntry = journal.entry('The red square.');
    await photoEntry.waitFor(soon);
    // Once the server has the file, the entry shows its preview from the server.
    const preview = photoEntry.getByRole('img', { name: 'The red square.' });
    await preview.waitFor(soon);
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), soon)
      .toBeGreaterThan(0);
    expect(await journal.entries.count()).toBe(2);
    // Newest first.
    expect(await journal.entries.first().textContent()).toContain('The red square.');

    // Into the daily log.
    await journal.addToLog.click();
    await journal.removeFromLog.waitFor(soon);
    await screenshot(page, 'journal-page', width);

    await stage.open(page, '/daily');
    const logged = new DailyPage(page).item('Morning pages');
    await logged.waitFor(soon);
    expect(await logged.textContent()).toContain('Current streak: 1 day');
    expect(await logged.textContent()).toContain('Logged today');
    await screenshot(page, 'daily', width);

    await stage.open(page, '/stats');
    const stats = new StatsPage(page);
    await stats.totals.waitFor(soon);
    await expect.poll(() => stats.value('Entries').textContent(), soon).toBe('2');
    expect(await stats.value('Current streak').textContent()).toBe('1 day');
    expect(await stats.heatmap.getAttribute('aria-label')).toBe('2 entries in the last year');
    expect(await stats.value('Text').textContent()).toBe('1');
    expect(await stats.value('Images').textContent()).toBe('1');
    await expectAccessible(page, `/stats at ${width} px`);
    await expectTouchTargets(page, `/stats at ${width} px`, 'main');
    await screenshot(page, 'stats', width);
    // A journal's stats are at its slug, like every journal address, and linked from the list.
    await main.getByRole('navigation', { name: 'Stats by journal' }).getByRole('link').click();
    await expect.poll(() => pathOf(page), soon).toBe(`/stats/${journalUrl.split('/').pop()}`);
    await main.getByRole('heading', { name: 'Stats: Morning pages', level: 1 }).waitFor(soon);
    expect(await stats.value('Entries').textContent()).toBe('2');

    // Home lists the journal and its latest entries.
    await stage.open(page, '/home');
    await main.getByRole('link', { name: 'Morning pages' }).waitFor(soon);
    await main.getByText('Wrote three pages before breakfast.').waitFor(soon);
    await screenshot(page, 'home', width);

    // After a reload the entries come from IndexedDB, and the server has them too.
    await stage.open(page, journalUrl);
    await page.reload();
    await journal.entry('Wrote three pages before breakfast.').waitFor(soon);
    await journal.entry('The red square.').waitFor(soon);
    expect(await journal.entries.count()).toBe(2);
    await expect
      .poll(async () => (await entriesOnServer(person)).map((entry) => entry.notes).sort(), soon)
      .toEqual(['The red square.', 'Wrote three pages before breakfast.']);
    const onServer = await entriesOnServer(person);
    expect(onServer.find((entry) => entry.type === 'image')?.preview_link).not.toBeNull();

    // Made without a choice, it is nobody else's to read: a visitor finds nothing there.
    const visitor = await stage.newPage(width);
    await stage.open(visitor, journalUrl);
    await visitor.getByRole('heading', { level: 1, name: '404' }).waitFor(soon);
    await visitor.getByText('could not be found').waitFor(soon);
    expect(await visitor.getByText('Wrote three pages before breakfast.').count()).toBe(0);
  });
});
