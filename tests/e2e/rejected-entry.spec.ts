import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { animationsDone, BEHAVIOUR_WIDTHS, screenshot } from '../support/app-pages.js';
import { ConfirmDialogModel } from '../support/pages/confirm-dialog.js';
import { JournalPageModel } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { RejectedEntriesModel, storedCount } from '../support/pages/rejected.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };
/** What the server answers a "photo" whose bytes are no known file type (docs/decisions.md #12). */
const REASON = 'The file type could not be identified.';
const NOTES = 'Harbour at dawn';

const stage = useStage();

/** The page's entry creations as they leave: their Idempotency-Keys, and the answers' statuses. */
function watchEntryPosts(page: Page) {
  const keys: string[] = [];
  const statuses: number[] = [];
  const isCreation = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/entries';
  page.on('request', (request) => {
    if (isCreation(request)) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  page.on('response', (response) => {
    if (isCreation(response.request())) statuses.push(response.status());
  });
  return { keys, statuses };
}

async function signedInOnJournal(page: Page, person: Person, journalPath: string) {
  await stage.signIn(page, person);
  await stage.open(page, journalPath);
  await new JournalPageModel(page).heading.filter({ hasText: 'Harbour' }).waitFor(soon);
  // Shortcuts work once the session check is done, which the menu button shows.
  await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
}

describe.each(BEHAVIOUR_WIDTHS)('an entry the server refused, at %i px', (width) => {
  it('shows as not saved with the reason, goes again on Try again, and goes on Discard', async () => {
    const api = stage.api;
    const person = await api.register('refused');
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: 'Harbour',
    })) as {
      slug: string;
    };
    const page = await stage.newPage(width);
    const posts = watchEntryPosts(page);
    await signedInOnJournal(page, person, `/${person.username}/${journal.slug}`);
    const list = new JournalPageModel(page);
    const refused = new RejectedEntriesModel(page);
    const card = refused.card(NOTES);

    // A photo by its name and type, which the page lets through; its bytes are no picture.
    const panel = new NewEntryPanel(page);
    await page.keyboard.press('n');
    await panel.notes.fill(NOTES);
    await panel.file.setInputFiles({
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('These bytes are a note, not a picture.'),
    });
    await panel.save.click();
    await panel.dialog.waitFor({ state: 'hidden', ...soon });

    await card.root.waitFor(soon);
    expect(await card.mark.textContent()).toBe('Not saved');
    await card.says(REASON).waitFor(soon);
    await card.says('With a photo.').waitFor(soon);
    expect(posts.statuses).toEqual([415]);
    // Gone from the list (the server never had it), kept on the device with its file.
    await expect.poll(() => list.entries.count(), soon).toBe(0);
    expect(await storedCount(page, 'blobs')).toBe(1);
    await animationsDone(page);
    await screenshot(page, 'rejected-entry', width);

    // Try again sends it once more under a new key; the server refuses the same bytes again.
    await card.tryAgain.click();
    await expect.poll(() => posts.statuses, soon).toEqual([415, 415]);
    expect(new Set(posts.keys).size).toBe(2);
    await card.says(REASON).waitFor(soon);
    expect(await refused.cards.count()).toBe(1);

    // Discard asks first; a No keeps it, a Yes forgets the entry and its file.
    const confirmDialog = new ConfirmDialogModel(page);
    await card.discard.click();
    expect(await confirmDialog.answer('Cancel')).toEqual({
      title: 'Discard this entry?',
      message: `Discard the entry “${NOTES}”? It was never saved and cannot be brought back.`,
    });
    expect(await refused.cards.count()).toBe(1);
    await card.discard.click();
    await confirmDialog.answer('Discard');
    await card.root.waitFor({ state: 'detached', ...soon });
    expect(await storedCount(page, 'rejected')).toBe(0);
    expect(await storedCount(page, 'blobs')).toBe(0);
    await list.page.getByText('No entries yet.').waitFor(soon);
    expect(await api.liveRecords(person, 'entry')).toEqual([]);
  });
});
