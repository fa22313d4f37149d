import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import {
  EntryViewPage,
  JournalGridPage,
  JournalSettingsPage,
} from '../support/pages/journal-pages.js';
import { createJournal, JournalPageModel } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { ConfirmDialogModel } from '../support/pages/confirm-dialog.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };

const stage = useStage();
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2040c0' } })
    .png()
    .toBuffer();
});

interface ServerState {
  journals: { id: string; title: string }[];
  entries: { id: string; journal_id: string; notes: string }[];
}

/** The user's live journals and entries as the server holds them, read through GET /api/sync. */
async function serverState(person: { username: string; password: string }): Promise<ServerState> {
  const api = stage.api;
  const who = await api.login(person.username, person.password);
  return {
    journals: await api.liveRecords<ServerState['journals'][number]>(who, 'journal'),
    entries: await api.liveRecords<ServerState['entries'][number]>(who, 'entry'),
  };
}

describe.each(BEHAVIOUR_WIDTHS)('journal pages at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  it('edits, moves and deletes entries from the grid and renames the journal in its settings', async () => {
    const person = await stage.join(page, 'g');

    const keepsakes = await createJournal(page, 'Keepsakes');
    const garden = await createJournal(page, 'Garden');
    expect(garden).toBe(`/${person.username}/garden`);
    const journal = new JournalPageModel(page);

    // Two entries: a note and a photo.
    // New Entry opens the composer over the journal, in it; a save closes it there.
    await journal.newEntry.click();
    const push = new NewEntryPanel(page);
    await push.notes.waitFor(soon);
    expect(await push.chosenJournal()).toBe('Garden');
    await push.notes.fill('A quiet morning.');
    await push.save.click();
    await push.dialog.waitFor({ state: 'hidden', ...soon });
    expect(pathOf(page)).toBe(garden);
    await journal.entry('A quiet morning.').waitFor(soon);
    await journal.newEntry.click();
    await push.file.waitFor(soon);
    await push.file.setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: photo });
    await push.notes.fill('The blue square.');
    await push.save.click();
    await push.dialog.waitFor({ state: 'hidden', ...soon });
    await journal.entry('The blue square.').waitFor(soon);

    // The grid: a photo tile showing the server's preview, and a note tile.
    await journal.grid.click();
    const grid = new JournalGridPage(page);
    await expect.poll(() => grid.tiles.count(), soon).toBe(2);
    const photoTile = grid.tile('Photo, Today: The blue square.');
    await expect
      .poll(
        async () =>
          (await photoTile.locator('img').count()) > 0 &&
          (await photoTile
            .locator('img')
            .evaluate((img) => (img as HTMLImageElement).naturalWidth)) > 0,
        soon,
      )
      .toBe(true);
    await screenshot(page, 'journal-grid', width);

    // Open the note and edit it: the journal page shows the new words.
    await grid.tile('Note, Today: A quiet morning.').click();
    const entry = new EntryViewPage(page);
    await entry.actions.waitFor(soon);
    const noteUrl = pathOf(page);
    expect(noteUrl.startsWith(`${garden}/`)).toBe(true);
    const noteId = noteUrl.slice(garden.length + 1);
    await entry.choose('Edit');
    await entry.notesField.fill('A quiet, rainy morning.');
    await screenshot(page, 'entry-edit', width);
    await entry.save.click();
    await entry.notes.filter({ hasText: 'A quiet, rainy morning.' }).waitFor(soon);
    await stage.open(page, garden);
    await journal.entry('A quiet, rainy morning.').waitFor(soon);

    // Move it to the other journal.
    await stage.open(page, noteUrl);
    await entry.choose('Move');
    await entry.moveTo.waitFor(soon);
    await entry.moveTo.selectOption({ label: 'Keepsakes' });
    await screenshot(page, 'entry-view', width);
    await entry.move.click();
    await expect.poll(() => pathOf(page), soon).toBe(`${keepsakes}/${noteId}`);
    await entry.notes.filter({ hasText: 'A quiet, rainy morning.' }).waitFor(soon);

    // Delete the photo, after confirming in the app's dialog.
    await stage.open(page, `${garden}/grid`);
    await grid.tile('Photo, Today: The blue square.').click();
    await entry.actions.waitFor(soon);
    expect(await entry.deleteEntry()).toMatchObject({ title: 'Delete this entry?' });
    await expect.poll(() => pathOf(page), soon).toBe(garden);
    await journal.empty.waitFor(soon);

    // Rename the journal and make a share link.
    await stage.open(page, `${garden}/settings`);
    const settings = new JournalSettingsPage(page);
    await settings.title.waitFor(soon);
    expect(await settings.title.inputValue()).toBe('Garden');
    await settings.title.fill('Garden diary');
    await settings.save.click();
    await settings.saved.waitFor(soon);
    await settings.createShareLink.click();
    await settings.shareLink.waitFor(soon);
    expect(await settings.shareLink.getAttribute('href')).toMatch(/\/share\/\S+$/);
    // Who reads it is a plain choice; letting anyone join says first what joiners may read.
    expect(await settings.private.isChecked()).toBe(true);
    await settings.public.click();
    await expect.poll(() => settings.public.isChecked(), soon).toBe(true);
    await settings.anyoneMayJoin.click();
    const warned = await new ConfirmDialogModel(page).answer('Cancel');
    expect(warned.message).toContain('read every entry, private ones too');
    expect(await settings.anyoneMayJoin.isChecked()).toBe(false);
    await settings.anyoneMayJoin.click();
    await new ConfirmDialogModel(page).answer('Let anyone join');
    await expect.poll(() => settings.anyoneMayJoin.isChecked(), soon).toBe(true);
    await screenshot(page, 'journal-settings', width);
    await stage.open(page, garden);
    await journal.heading.filter({ hasText: 'Garden diary' }).waitFor(soon);

    // After a reload this device shows all of it from IndexedDB, and the server agrees.
    await page.reload();
    await journal.heading.filter({ hasText: 'Garden diary' }).waitFor(soon);
    await journal.empty.waitFor(soon);
    await stage.open(page, keepsakes);
    await journal.entry('A quiet, rainy morning.').waitFor(soon);
    expect(await journal.entries.count()).toBe(1);

    await expect
      .poll(async () => {
        const { journals, entries } = await serverState(person);
        const keepsakesId = journals.find((one) => one.title === 'Keepsakes')?.id;
        return {
          titles: journals.map((one) => one.title).sort(),
          entries: entries.map((one) => ({
            id: one.id,
            notes: one.notes,
            inKeepsakes: one.journal_id === keepsakesId,
          })),
        };
      }, soon)
      .toEqual({
        titles: ['Garden diary', 'Keepsakes'],
        entries: [{ id: noteId, notes: 'A quiet, rainy morning.', inKeepsakes: true }],
      });
  });
});
