import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { layoutShift } from '../support/layout-shift.js';
import { wavOf } from '../support/media-files.js';
import { ConfirmDialogModel } from '../support/pages/confirm-dialog.js';
import { EntryViewPage } from '../support/pages/journal-pages.js';
import { JournalPageModel, PushForm } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { useStage } from '../support/stage.js';
import { swipeAcross } from '../support/touch.js';

const soon = { timeout: 15_000 };
const DAY = 86_400_000;

const stage = useStage();

interface Journal {
  id: string;
  slug: string;
}

/** An id the server dates `daysAgo` days back: an entry made then, offline, and sent now. */
const madeDaysAgo = (daysAgo: number) => uuidv7({ msecs: Date.now() - daysAgo * DAY });

/** A landscape photo, big enough that the page picks between the preview and the original. */
const eveningPhoto = () =>
  sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#e9a06b' },
  })
    .jpeg()
    .toBuffer();

/** Four seconds of a tone, and the waveform the app's worker would draw of it. */
function tone(): { wav: Buffer; pcm: number[] } {
  const rate = 8_000;
  const samples = Array.from(
    { length: rate * 4 },
    (_, frame) => Math.sin((2 * Math.PI * 440 * frame) / rate) * (frame % rate) * 2,
  );
  const pcm = Array.from({ length: 64 }, (_, i) => [-(i % 8) / 8, (i % 8) / 8]).flat();
  return { wav: wavOf(samples, rate), pcm };
}

/**
 * Someone who keeps Morning pages in their daily log, with a description and entries today,
 * yesterday and three days ago (a streak of two), and Dreams, with nothing in it yet.
 */
async function keeper() {
  const api = stage.api;
  const person = await stage.register('reader');
  const journal = (title: string, description: string) =>
    api.call('POST', '/journals', person, {
      private: false,
      title,
      description,
    }) as Promise<Journal>;
  const morning = await journal('Morning pages', 'Three pages, first thing, before the phone.');
  const dreams = await journal('Dreams', '');
  await api.call('POST', `/journals/${morning.id}/log-add`, person, {});
  const entry = (daysAgo: number, notes: string) =>
    api.call('POST', '/entries', person, {
      id: madeDaysAgo(daysAgo),
      journal_id: morning.id,
      notes,
    }) as Promise<{ id: string }>;
  const old = await entry(3, 'Three days ago the river was high.');
  const yesterday = await entry(1, 'Yesterday: rain, and the chapter finished.');
  await entry(0, 'Today the light came back. More at https://example.com/light.');
  return {
    person,
    morning: { ...morning, path: `/${person.username}/${morning.slug}` },
    dreams: { ...dreams, path: `/${person.username}/${dreams.slug}` },
    old,
    yesterday,
  };
}

/**
 * axe in the light and the dark theme, and the 44 px targets on a phone, over the screen's own
 * content (<main>; the app's bars are checked with the shell).
 */
async function checkScreen(page: Page, where: string, width: number) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `${where}, ${colorScheme}, ${width} px`, 'main');
    await screenshot(page, `reading-${where.replace(/\W+/g, '-')}-${colorScheme}`, width);
  }
  await page.emulateMedia({ colorScheme: null });
  if (width < 769) await expectTouchTargets(page, `${where} at ${width} px`, 'main');
}

describe.each(WIDTHS)('reading Ritual at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
    // Nothing on these screens may ask through the browser's own dialogs.
    page.on('dialog', (dialog) => {
      throw new Error(`The browser was asked: ${dialog.message()}`);
    });
  });

  it('Today shows the daily log with its streak and week, and Log opens the composer there', async () => {
    const { person, morning } = await keeper();
    await stage.signIn(page, person);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Today' }).waitFor(soon);
    expect(await page.title()).toBe('Today · Ritual');

    const row = main
      .getByRole('region', { name: 'Daily log' })
      .getByRole('listitem')
      .filter({ hasText: 'Morning pages' });
    await row.filter({ hasText: 'Current streak: 2 days' }).waitFor(soon);
    expect(await row.textContent()).toContain('Logged today');
    const week = row.getByRole('list', { name: 'The last seven days' }).getByRole('listitem');
    expect(await week.count()).toBe(7);
    expect(await week.nth(6).textContent()).toContain('Today: written');
    expect(await week.nth(5).textContent()).toContain('Yesterday: written');
    expect(await week.nth(4).textContent()).toContain(': nothing');
    expect(await week.nth(3).textContent()).toContain(': written');

    // The latest entries, under a heading per day.
    const latest = main.getByRole('region', { name: 'Latest entries' });
    await latest.getByRole('article').nth(2).waitFor(soon);
    const days = await latest.getByRole('heading', { level: 3 }).allTextContents();
    expect(days.slice(0, 2)).toEqual(['Today', 'Yesterday']);
    expect(days).toHaveLength(3);
    await checkScreen(page, 'Today', width);

    // Log: the composer, on that journal.
    await row.getByRole('button', { name: 'Log Morning pages' }).click();
    await expect.poll(() => pathOf(page), soon).toBe('/push');
    expect(new URL(page.url()).searchParams.get('journal')).toBe(morning.id);
    const composer = new PushForm(page);
    await composer.notes.waitFor(soon);
    expect(await composer.chosenJournal()).toBe('Morning pages');
  });

  it('a journal shows its description, counts and days, writes from New Entry, keeps still while it loads, and invites a first entry', async () => {
    const { person, morning, dreams, old } = await keeper();
    await stage.api.postFileEntry(
      person,
      { journal_id: morning.id, notes: 'The river at dusk.' },
      { bytes: await eveningPhoto(), type: 'image/jpeg', name: 'river.jpg' },
    );
    await stage.signIn(page, person);

    await stage.open(page, morning.path);
    const journal = new JournalPageModel(page);
    await journal.heading.filter({ hasText: 'Morning pages' }).waitFor(soon);
    expect(await page.title()).toBe('Morning pages · Ritual');
    expect(await journal.description.textContent()).toBe(
      'Three pages, first thing, before the phone.',
    );
    // New Entry: the composer over the page, on this journal.
    await journal.newEntry.click();
    const composer = new NewEntryPanel(page);
    await composer.notes.waitFor(soon);
    expect(await composer.chosenJournal()).toBe('Morning pages');
    await page.keyboard.press('Escape');
    await composer.dialog.waitFor({ state: 'hidden', ...soon });
    const band = page.getByRole('main').locator('header').first();
    await band.getByText('4 entries').waitFor(soon);
    expect(await band.textContent()).toContain('2-day streak');

    // Grouped by day, newest first; the photo keeps its box and loads without moving anything.
    await journal.entry('The river at dusk.').waitFor(soon);
    expect(await journal.days.allTextContents()).toHaveLength(3);
    expect((await journal.days.allTextContents()).slice(0, 2)).toEqual(['Today', 'Yesterday']);
    expect(await journal.day('Today').count()).toBe(2);
    expect(await journal.day('Yesterday').count()).toBe(1);
    const picture = journal
      .entry('The river at dusk.')
      .getByRole('img', { name: 'The river at dusk.' });
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), soon)
      .toBeGreaterThan(0);
    expect(await picture.getAttribute('width')).toBe('1600');
    expect(await picture.getAttribute('srcset')).toMatch(/ 640w, .+ 1600w$/);
    // A reload, read from this device: cards and the picture arrive after the first paint.
    await page.reload();
    await journal.entry('The river at dusk.').waitFor(soon);
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete), soon)
      .toBe(true);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // Its address is a link in the notes.
    await journal
      .entry('Today the light came back.')
      .getByRole('link', { name: 'https://example.com/light' })
      .waitFor(soon);
    await checkScreen(page, 'a journal', width);

    // The lightbox: the whole photo over the page, closed with Esc.
    await journal
      .entry('The river at dusk.')
      .getByRole('button', { name: 'View photo full screen' })
      .click();
    const lightbox = page.getByRole('dialog', { name: 'Photo' });
    await lightbox.getByRole('img', { name: 'The river at dusk.' }).waitFor(soon);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden', ...soon });

    // An empty journal invites its first entry.
    await stage.open(page, dreams.path);
    await journal.empty.waitFor(soon);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Write the first entry' })
      .waitFor(soon);
    expect(await journal.newEntry.count()).toBe(1);
    await checkScreen(page, 'an empty journal', width);

    // The composer's View leads to a card: it is brought into view and lit for a moment.
    await stage.open(page, `${morning.path}#entry-${old.id}`);
    const found = page.locator(`#entry-${old.id}`);
    await expect.poll(() => found.getAttribute('data-found'), soon).toBe('');
    await expect.poll(() => found.isVisible(), soon).toBe(true);
  });

  it('the entry view reads by day, moves to newer and older ones; Delete asks in the app’s dialog and Undo brings it back', async () => {
    const { person, morning, yesterday, old } = await keeper();
    const { wav, pcm } = tone();
    const recording = await stage.api.postFileEntry(
      person,
      { journal_id: morning.id, notes: 'Humming the tune.', pcm: JSON.stringify(pcm) },
      { bytes: wav, type: 'audio/wav', name: 'tune.wav' },
    );
    await stage.signIn(page, person);

    // A recording's page has exactly one player for it: its own, the waveform as the position.
    await stage.open(page, `${morning.path}/${recording.id}`);
    const main = page.getByRole('main');
    await main.getByRole('slider', { name: 'Position in the recording' }).waitFor(soon);
    expect(await main.getByRole('button', { name: 'Play', exact: true }).count()).toBe(1);
    expect(await main.locator('audio').count()).toBe(0);
    await expect
      .poll(() => main.getByRole('slider').getAttribute('aria-valuetext'), soon)
      .toBe('0:00 of 0:04');

    await stage.open(page, `${morning.path}/${yesterday.id}`);
    const entry = new EntryViewPage(page);
    await entry.heading.filter({ hasText: 'Yesterday' }).waitFor(soon);
    expect(await page.title()).toBe('Morning pages – Yesterday · Ritual');
    expect(await entry.journalLink.getAttribute('href')).toBe(morning.path);
    expect(
      await entry.journalLink
        .and(page.getByRole('link', { name: 'Morning pages', exact: true }))
        .count(),
    ).toBe(1);
    await entry.notes.filter({ hasText: 'the chapter finished' }).waitFor(soon);
    // Move and Share are in the menu, not on the page.
    expect(await main.getByLabel('Move to').count()).toBe(0);
    expect(await main.getByRole('region', { name: 'Share' }).count()).toBe(0);
    await checkScreen(page, 'an entry', width);

    // Newer and Older move through the journal as it lists them; on a phone a swipe does too.
    const around = main.getByRole('navigation', { name: 'More entries in this journal' });
    await around.getByRole('link', { name: 'Older entry' }).waitFor(soon);
    if (width < 769) {
      await swipeAcross(entry.notes, 'left');
      await expect.poll(() => pathOf(page), soon).toBe(`${morning.path}/${old.id}`);
      await entry.notes.filter({ hasText: 'the river was high' }).waitFor(soon);
      // The oldest: nothing older, and a swipe left stays.
      expect(await around.getByRole('link', { name: 'Older entry' }).count()).toBe(0);
      await swipeAcross(entry.notes, 'right');
    } else {
      await around.getByRole('link', { name: 'Older entry' }).click();
      await entry.notes.filter({ hasText: 'the river was high' }).waitFor(soon);
      await around.getByRole('link', { name: 'Newer entry' }).click();
    }
    await expect.poll(() => pathOf(page), soon).toBe(`${morning.path}/${yesterday.id}`);
    await entry.notes.filter({ hasText: 'the chapter finished' }).waitFor(soon);

    // Delete asks in the app's own dialog, then the journal shows without it, with Undo.
    await entry.choose('Delete');
    const asked = await new ConfirmDialogModel(page).answer('Delete entry');
    expect(asked.title).toBe('Delete this entry?');
    await expect.poll(() => pathOf(page), soon).toBe(morning.path);
    const journal = new JournalPageModel(page);
    await journal.entry('Today the light came back.').waitFor(soon);
    expect(await journal.entry('the chapter finished').count()).toBe(0);
    const toast = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Entry deleted' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await journal.entry('the chapter finished').waitFor(soon);

    // It never left: after a reload (which sends whatever waits) the server still has it.
    await page.reload();
    await journal.entry('the chapter finished').waitFor(soon);
    const onServer = await stage.api.liveRecords<{ id: string }>(person, 'entry');
    expect(onServer.map((one) => one.id)).toContain(yesterday.id);
  });
});
