import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { createJournal, JournalPageModel } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { SearchOverlayModel } from '../support/pages/overlays.js';
import { PwaModel } from '../support/pages/pwa.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };

// The service worker serves the search's code offline, as it does on a person's phone.
const stage = useStage({ serviceWorker: true });

describe.each(BEHAVIOUR_WIDTHS)('finding entries at %i px', (width) => {
  let page: Page;
  let search: SearchOverlayModel;
  beforeEach(async () => {
    page = await stage.newPage(width);
    search = new SearchOverlayModel(page);
  });

  /** Writes an entry through N's panel in the journal open on the page. */
  async function write(notes: string) {
    await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
    await page.keyboard.press('n');
    const panel = new NewEntryPanel(page);
    await panel.notes.waitFor(soon);
    await panel.notes.fill(notes);
    await panel.save.click();
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
    await new JournalPageModel(page).entry(notes).waitFor(soon);
  }

  /** Ctrl+K (once), then the words; waits until the entries found are `expected`. */
  async function find(words: string, expected: unknown[]) {
    if (!(await search.dialog.isVisible())) {
      await page.keyboard.press('Control+k');
      await search.dialog.waitFor(soon);
    }
    await search.field.fill(words);
    await expect
      .poll(() => search.entries.getByRole('option').allTextContents(), soon)
      .toEqual(expected);
  }

  it('finds an entry by a word, a misspelling and a #tag, online and offline', async () => {
    await stage.join(page, 'find');
    const journalPath = await createJournal(page, 'Allotment');
    await write('Sunset over the allotment, the beans are up. #garden');

    // A word finds the entry, marked, and Enter opens it.
    await find('sunset', [expect.stringContaining('Sunset over the allotment')]);
    expect(await search.entries.locator('mark').first().textContent()).toBe('Sunset');
    await screenshot(page, 'search-entries', width);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), soon).toMatch(new RegExp(`^${journalPath}/[0-9a-f-]+$`));

    // Offline: what is written now is found at once, by a word, a misspelling and its tag.
    await new PwaModel(page).controlled();
    await stage.open(page, journalPath);
    await page.context().setOffline(true);
    await write('Planted garlic by the shed. #garden #autumn');
    await find('garlik', [expect.stringContaining('Planted garlic')]);
    await find('sunsett', [expect.stringContaining('Sunset over the')]);
    await find('#autumn', [expect.stringContaining('Planted garlic')]);
    await find('#garden', [
      expect.stringContaining('Planted garlic'),
      expect.stringContaining('Sunset over the'),
    ]);
    await expectAccessible(page, `search offline at ${width} px`);

    // Before anything is typed, the tags on this device, most used first; one finds its entries.
    await search.field.fill('');
    await search.tags.waitFor(soon);
    expect(await search.tags.getByRole('button').allTextContents()).toEqual([
      '#garden 2 entries',
      '#autumn 1 entry',
    ]);
    await screenshot(page, 'search-tags', width);
    await search.tags.getByRole('button', { name: /^#autumn/ }).click();
    await expect.poll(() => search.field.inputValue(), soon).toBe('#autumn');
    await page.context().setOffline(false);
  });

  it('opens search on a tag from an entry’s chip', async () => {
    await stage.join(page, 'tag');
    await createJournal(page, 'Scales');
    await write('Slow and even today. #tempo');
    await page.getByRole('button', { name: '#tempo' }).click();
    await search.dialog.waitFor(soon);
    expect(await search.field.inputValue()).toBe('#tempo');
    await expect
      .poll(() => search.entries.getByRole('option').allTextContents(), soon)
      .toEqual([expect.stringContaining('Slow and even today.')]);
  });
});
