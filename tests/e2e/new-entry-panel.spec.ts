import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { animationsDone, BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { photoPng, toneWav } from '../support/media-files.js';
import { createJournal, JournalPageModel } from '../support/pages/journaling.js';
import {
  FileDrag,
  NewEntryPanel,
  viewSaved,
  type FileSpec,
} from '../support/pages/new-entry-panel.js';
import { useStage } from '../support/stage.js';
import { swipeAcross } from '../support/touch.js';

const soon = { timeout: 15_000 };

const stage = useStage();
let photo: Buffer;
beforeAll(async () => {
  photo = await photoPng();
});

const png = (name: string): FileSpec => ({ name, mimeType: 'image/png', buffer: photo });
const pdf: FileSpec = {
  name: 'paper.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4'),
};
const html: FileSpec = {
  name: 'page.html',
  mimeType: 'text/html',
  buffer: Buffer.from('<p>hi</p>'),
};

interface SyncedEntry {
  type: string;
  notes: string;
  pcm: number[] | null;
  preview_link: string | null;
}

async function entriesOnServer(person: { username: string; password: string }) {
  const api = stage.api;
  const who = await api.login(person.username, person.password);
  return api.liveRecords<SyncedEntry>(who, 'entry');
}

/** Join and create a journal; returns the person and the journal's path. */
async function journalOfNewPerson(page: Page, title: string) {
  const person = await stage.join(page, 'n');
  const slug = title.toLowerCase().replace(/ /g, '-');
  const journalUrl = `/${person.username}/${slug}`;
  expect(await createJournal(page, title)).toBe(journalUrl);
  return { person, journalUrl };
}

/** Waits until an entry's picture has loaded from the server. */
async function pictureLoads(picture: Locator) {
  await picture.waitFor(soon);
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), soon)
    .toBeGreaterThan(0);
}

describe.each(BEHAVIOUR_WIDTHS)('the new-entry panel at %i px', (width) => {
  let page: Page;
  let panel: NewEntryPanel;
  let drag: FileDrag;
  beforeEach(async () => {
    page = await stage.newPage(width);
    panel = new NewEntryPanel(page);
    drag = new FileDrag(page);
  });

  it('opens with N over any page, saves a note into its journal, and closes', async () => {
    const { journalUrl } = await journalOfNewPerson(page, 'Field notes');
    await stage.open(page, '/daily');
    await page.getByRole('main').waitFor(soon);

    await page.keyboard.press('n');
    await panel.notes.waitFor(soon);
    expect(pathOf(page)).toBe('/daily');
    expect(await panel.notesHaveFocus()).toBe(true);
    expect(await panel.chosenJournal()).toBe('Field notes');
    // Typing an n is writing, not the shortcut.
    await page.keyboard.type('Saw a heron near the bridge.');
    expect(await panel.notes.inputValue()).toBe('Saw a heron near the bridge.');
    expect(await panel.dialog.isVisible()).toBe(true);
    await animationsDone(page);
    await screenshot(page, 'new-entry-panel', width);

    // Saved, the panel closes where the person was; the toast's View leads to the entry.
    await panel.save.click();
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
    expect(pathOf(page)).toBe('/daily');
    await viewSaved(page, 'Field notes').click();
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    await new JournalPageModel(page).entry('Saw a heron near the bridge.').waitFor(soon);

    // N again opens an empty panel; Escape closes it, and so does Close.
    await page.keyboard.press('n');
    await panel.notes.waitFor(soon);
    expect(await panel.notes.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
    await page.keyboard.press('n');
    await panel.close.click();
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
    expect(pathOf(page)).toBe(journalUrl);

    // On a phone a swipe across the sheet closes it too (here across its toolbar); one that
    // starts in the notes is the notes' own (moving the caret), and the sheet stays.
    await page.keyboard.press('n');
    await panel.notes.waitFor(soon);
    await swipeAcross(panel.notes, 'right');
    expect(await panel.dialog.isVisible()).toBe(true);
    await swipeAcross(panel.dialog, 'right', 0.97);
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
  });

  it('takes a dropped photo into the panel, and refuses other types', async () => {
    const { person, journalUrl } = await journalOfNewPerson(page, 'Red things');
    await stage.open(page, '/home');
    await page.getByRole('main').waitFor(soon);

    // A drag that only passes over the window changes nothing.
    const passing = await drag.over([png('square.png')]);
    await drag.zone('Add Entry').waitFor(soon);
    await drag.leave(passing);
    await drag.zone('Add Entry').waitFor({ state: 'hidden', ...soon });
    // Escape ends a drag too.
    await drag.over([png('square.png')]);
    await drag.zone('Add Entry').waitFor(soon);
    await page.keyboard.press('Escape');
    await drag.zone('Add Entry').waitFor({ state: 'hidden', ...soon });

    const dragged = await drag.over([png('square.png')]);
    await drag.zone('Add Entry').waitFor(soon);
    await animationsDone(page);
    await screenshot(page, 'drop-zone', width);
    await drag.drop(dragged);
    await drag.zone('Add Entry').waitFor({ state: 'hidden', ...soon });
    await pictureLoads(panel.preview('square.png'));
    expect(pathOf(page)).toBe('/home');
    await panel.notes.fill('A red square, dropped.');
    await animationsDone(page);
    await screenshot(page, 'new-entry-panel-photo', width);
    await panel.save.click();
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
    expect(pathOf(page)).toBe('/home');
    await viewSaved(page, 'Red things').click();
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    const entry = new JournalPageModel(page).entry('A red square, dropped.');
    await pictureLoads(entry.getByRole('img', { name: 'A red square, dropped.' }));

    // Other types: the drop zone says so while they are dragged, and the drop changes nothing.
    for (const refused of [pdf, html]) {
      const other = await drag.over([refused]);
      await drag.zone('Invalid file type').waitFor(soon);
      if (refused === pdf) {
        await animationsDone(page);
        await screenshot(page, 'drop-zone-refused', width);
      }
      await drag.drop(other);
      await drag.notice.waitFor(soon);
      expect(await panel.dialog.count()).toBe(0);
      await drag.notice.getByRole('button', { name: 'Dismiss' }).click();
      await drag.notice.waitFor({ state: 'hidden', ...soon });
    }
    expect(await new JournalPageModel(page).entries.count()).toBe(1);
    await expect
      .poll(async () => (await entriesOnServer(person)).map((each) => each.type), soon)
      .toEqual(['image']);
  });

  it('takes a pasted screenshot into the panel, and leaves a text paste alone', async () => {
    await journalOfNewPerson(page, 'Screens');
    await stage.open(page, '/home');
    await page.getByRole('main').waitFor(soon);

    expect(await drag.paste([png('screenshot.png')])).toBe(true);
    await pictureLoads(panel.preview('screenshot.png'));
    await panel.notes.waitFor(soon);
    // Pasting text into the notes is the browser's; the pending file stays.
    await panel.notes.focus();
    expect(await drag.paste({ text: 'copied words' })).toBe(false);
    expect(await panel.preview('screenshot.png').count()).toBe(1);
    // A refused file pasted into an open panel leaves it as it was.
    expect(await drag.paste([pdf])).toBe(true);
    await drag.notice.waitFor(soon);
    expect(await panel.preview('screenshot.png').count()).toBe(1);
  });

  it('turns files dropped on the own journal page into its entries, without the panel', async () => {
    const { person, journalUrl } = await journalOfNewPerson(page, 'Sketchbook');
    const journal = new JournalPageModel(page);
    await page.getByText('No entries yet.').waitFor(soon);

    await drag.drop(await drag.over([png('sketch.png')]));
    await expect.poll(() => journal.entries.count(), soon).toBe(1);
    expect(await panel.dialog.count()).toBe(0);
    expect(pathOf(page)).toBe(journalUrl);
    await pictureLoads(journal.entries.first().getByRole('img', { name: 'Photo' }));

    await drag.drop(
      await drag.over([{ name: 'tone.wav', mimeType: 'audio/wav', buffer: toneWav() }]),
    );
    await expect.poll(() => journal.entries.count(), soon).toBe(2);
    await journal.entries
      .first()
      .getByRole('slider', { name: 'Position in the recording' })
      .waitFor(soon);
    await screenshot(page, 'journal-dropped', width);

    // The server has both, the recording with its waveform.
    const synced = async () => (await entriesOnServer(person)).map((each) => each.type).sort();
    await expect.poll(synced, soon).toEqual(['audio', 'image']);
    const audio = (await entriesOnServer(person)).find((each) => each.type === 'audio');
    expect(audio?.notes).toBe('');
    expect(audio?.pcm?.some((value) => value !== 0)).toBe(true);
  });
});
