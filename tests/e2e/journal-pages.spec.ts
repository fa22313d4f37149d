import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { removeDataDir, startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { JoinForm } from '../support/pages/auth-forms.js';
import {
  EntryViewPage,
  JournalGridPage,
  JournalSettingsPage,
} from '../support/pages/journal-pages.js';
import { CreateJournalForm, JournalPageModel, PushForm } from '../support/pages/journaling.js';
import { projectRoot } from '../support/paths.js';

const soon = { timeout: 15_000 };
const screenshots = join(projectRoot, 'test-results', 'screenshots');
const widths = [375, 1280] as const;

let browser: Browser;
let server: BuiltServer;
let photo: Buffer;
beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  [browser, server, photo] = await Promise.all([
    launchBrowser(),
    startBuiltServer(),
    sharp({ create: { width: 48, height: 32, channels: 3, background: '#2040c0' } })
      .png()
      .toBuffer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

let unique = 0;
function newPerson() {
  const username = `g${Date.now().toString(36)}${(unique++).toString(36)}`;
  return { username, email: `${username}@example.com`, password: 'a long enough passphrase' };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const open = (page: Page, path: string) => page.goto(new URL(path, server.url).href);
const shoot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: join(screenshots, `${name}-${width}.png`), fullPage: true });

interface ServerState {
  journals: { id: string; title: string }[];
  entries: { id: string; journal_id: string; notes: string }[];
}

/** The user's live journals and entries as the server holds them, read through GET /api/sync. */
async function serverState(person: { username: string; password: string }): Promise<ServerState> {
  const api = new ApiClient(server.url);
  const { token, user } = (await api.call('POST', '/auth/login', undefined, {
    login: person.username,
    password: person.password,
  })) as { token: string; user: { id: string } };
  const who = { token, id: user.id, username: person.username };
  const latest = new Map<string, { kind: string; deleted: boolean; record: unknown }>();
  let since = '0';
  for (;;) {
    const page = (await api.call('GET', `/sync?since=${since}`, who)) as {
      changes: { kind: string; id: string; deleted: boolean; record: unknown }[];
      cursor: string;
      more: boolean;
    };
    // Changes come in order, so the last one of a record is its state now.
    for (const change of page.changes) latest.set(`${change.kind}:${change.id}`, change);
    since = page.cursor;
    if (!page.more) break;
  }
  const live = (kind: string) =>
    [...latest.values()].filter(
      (change) => change.kind === kind && !change.deleted && change.record,
    );
  return {
    journals: live('journal').map((change) => change.record as ServerState['journals'][number]),
    entries: live('entry').map((change) => change.record as ServerState['entries'][number]),
  };
}

async function createJournal(page: Page, title: string) {
  await open(page, '/create-journal');
  const form = new CreateJournalForm(page);
  await form.title.waitFor(soon);
  await form.create(title);
  await new JournalPageModel(page).heading.filter({ hasText: title }).waitFor(soon);
  // The server picks the slug (a title like a route name gets a suffix), so take it from the page.
  return pathOf(page);
}

describe.each(widths)('journal pages at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('edits, moves and deletes entries from the grid and renames the journal in its settings', async () => {
    const person = newPerson();
    await open(page, '/join');
    await new JoinForm(page).join(person);
    await expect.poll(() => pathOf(page), soon).toBe('/home');

    const keepsakes = await createJournal(page, 'Keepsakes');
    const garden = await createJournal(page, 'Garden');
    expect(garden).toBe(`/${person.username}/garden`);
    const journal = new JournalPageModel(page);

    // Two entries: a note and a photo.
    await page.getByRole('main').getByRole('link', { name: 'Add Entry' }).click();
    const push = new PushForm(page);
    await push.notes.waitFor(soon);
    await push.notes.fill('A quiet morning.');
    await push.save.click();
    await journal.entry('A quiet morning.').waitFor(soon);
    await page.getByRole('main').getByRole('link', { name: 'Add Entry' }).click();
    await push.file.waitFor(soon);
    await push.file.setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: photo });
    await push.notes.fill('The blue square.');
    await push.save.click();
    await journal.entry('The blue square.').waitFor(soon);

    // The grid: a photo tile showing the server's preview, and a note tile.
    await open(page, `${garden}/grid`);
    const grid = new JournalGridPage(page);
    await expect.poll(() => grid.tiles.count(), soon).toBe(2);
    const photoTile = grid.tile('Photo: The blue square.');
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
    await shoot(page, 'journal-grid', width);

    // Open the note and edit it: the journal page shows the new words.
    await grid.tile('Note: A quiet morning.').click();
    const entry = new EntryViewPage(page);
    await entry.edit.waitFor(soon);
    const noteUrl = pathOf(page);
    expect(noteUrl.startsWith(`${garden}/`)).toBe(true);
    const noteId = noteUrl.slice(garden.length + 1);
    await entry.edit.click();
    await entry.notesField.fill('A quiet, rainy morning.');
    await shoot(page, 'entry-edit', width);
    await entry.save.click();
    await entry.notes.filter({ hasText: 'A quiet, rainy morning.' }).waitFor(soon);
    await open(page, garden);
    await journal.entry('A quiet, rainy morning.').waitFor(soon);

    // Move it to the other journal.
    await open(page, noteUrl);
    await entry.moveTo.waitFor(soon);
    await entry.moveTo.selectOption({ label: 'Keepsakes' });
    await shoot(page, 'entry-view', width);
    await entry.move.click();
    await expect.poll(() => pathOf(page), soon).toBe(`${keepsakes}/${noteId}`);
    await entry.notes.filter({ hasText: 'A quiet, rainy morning.' }).waitFor(soon);

    // Delete the photo, after confirming.
    await open(page, `${garden}/grid`);
    await grid.tile('Photo: The blue square.').click();
    await entry.delete.waitFor(soon);
    page.once('dialog', (dialog) => void dialog.accept());
    await entry.delete.click();
    await expect.poll(() => pathOf(page), soon).toBe(garden);
    await page.getByText('No entries yet.').waitFor(soon);

    // Rename the journal and make a share link.
    await open(page, `${garden}/settings`);
    const settings = new JournalSettingsPage(page);
    await settings.title.waitFor(soon);
    expect(await settings.title.inputValue()).toBe('Garden');
    await settings.title.fill('Garden diary');
    await settings.save.click();
    await settings.saved.waitFor(soon);
    await settings.createShareLink.click();
    await settings.shareLink.waitFor(soon);
    expect(await settings.shareLink.getAttribute('href')).toMatch(/\/share\/\S+$/);
    await shoot(page, 'journal-settings', width);
    await open(page, garden);
    await journal.heading.filter({ hasText: 'Garden diary' }).waitFor(soon);

    // After a reload this device shows all of it from IndexedDB, and the server agrees.
    await page.reload();
    await journal.heading.filter({ hasText: 'Garden diary' }).waitFor(soon);
    await page.getByText('No entries yet.').waitFor(soon);
    await open(page, keepsakes);
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
