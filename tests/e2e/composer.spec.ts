import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { animationsDone, pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { photoPng } from '../support/media-files.js';
import { ConfirmDialogModel } from '../support/pages/confirm-dialog.js';
import { JournalPageModel, PushForm } from '../support/pages/journaling.js';
import { NewEntryPanel, savedToast, viewSaved } from '../support/pages/new-entry-panel.js';
import { useStage, type Stage } from '../support/stage.js';

const soon = { timeout: 15_000 };

const stage = useStage();
let photo: Buffer;
beforeAll(async () => {
  photo = await photoPng();
});

/** Someone with one journal, signed in on the page; returns the journal's path. */
async function signedInWithJournal(stage: Stage, page: Page, title: string) {
  const person = await stage.register('c');
  const journal = (await stage.api.call('POST', '/journals', person, {
    private: false,
    title,
  })) as {
    slug: string;
  };
  await stage.signIn(page, person);
  return `/${person.username}/${journal.slug}`;
}

/** N opens the panel once the shell is ready for shortcuts (its Menu button shows it). */
async function openPanel(page: Page, panel: NewEntryPanel) {
  await page.getByRole('button', { name: 'Menu' }).waitFor(soon);
  await page.keyboard.press('n');
  await panel.notes.waitFor(soon);
}

/**
 * The open panel, checked on its own: it is modal, so the page behind it is inert (and is
 * checked by its own screen's spec).
 */
const PANEL = '[role="dialog"]';

const pressed = (panel: NewEntryPanel) => panel.private.getAttribute('aria-pressed');

describe.each(WIDTHS)('the composer at %i px', (width) => {
  let page: Page;
  let panel: NewEntryPanel;
  beforeEach(async () => {
    page = await stage.newPage(width);
    panel = new NewEntryPanel(page);
  });

  // Behaviour the same at both widths, with nothing to look at beyond what the other tests show:
  // on a phone only, where Ritual is used most (the browser suite must leave CI room).
  if (width === WIDTHS[0]) {
    it('keeps the draft through Esc, Close, a reload and a time offline; Discard asks first', async () => {
      await signedInWithJournal(stage, page, 'Morning pages');
      await stage.open(page, '/daily');

      // Esc closes and keeps what was written, the private flag with it.
      await openPanel(page, panel);
      expect(await panel.notesHaveFocus()).toBe(true);
      await panel.notes.fill('The first line.');
      await panel.private.click();
      expect(await pressed(panel)).toBe('true');
      await panel.draftSaved.waitFor(soon);
      await page.keyboard.press('Escape');
      await panel.dialog.waitFor({ state: 'hidden', ...soon });
      await openPanel(page, panel);
      expect(await panel.notes.inputValue()).toBe('The first line.');
      expect(await pressed(panel)).toBe('true');
      expect(await panel.chosenJournal()).toBe('Morning pages');

      // Close keeps it too.
      await panel.notes.fill('The first line. The second.');
      await panel.draftSaved.waitFor(soon);
      await panel.close.click();
      await panel.dialog.waitFor({ state: 'hidden', ...soon });

      // After a reload it is there again.
      await page.reload();
      await openPanel(page, panel);
      expect(await panel.notes.inputValue()).toBe('The first line. The second.');
      expect(await pressed(panel)).toBe('true');

      // Offline it comes back and takes more, and the more is there once online again.
      await page.context().setOffline(true);
      await page.keyboard.press('Escape');
      await panel.dialog.waitFor({ state: 'hidden', ...soon });
      await openPanel(page, panel);
      expect(await panel.notes.inputValue()).toBe('The first line. The second.');
      await panel.notes.fill('The first line. The second. Written offline.');
      await panel.draftSaved.waitFor(soon);
      await page.keyboard.press('Escape');
      await page.context().setOffline(false);
      await page.reload();
      await openPanel(page, panel);
      expect(await panel.notes.inputValue()).toBe('The first line. The second. Written offline.');

      // Discard asks; Cancel keeps the draft, 'Discard draft' removes it for good.
      const confirm = new ConfirmDialogModel(page);
      await panel.discard.click();
      const question = await confirm.answer('Cancel');
      expect(question.title).toBe('Discard this draft?');
      expect(await panel.notes.inputValue()).toBe('The first line. The second. Written offline.');
      await panel.discard.click();
      await confirm.answer('Discard draft');
      expect(await panel.notes.inputValue()).toBe('');
      expect(await pressed(panel)).toBe('false');
      await panel.discard.waitFor({ state: 'hidden', ...soon });
      await page.keyboard.press('Escape');
      await page.reload();
      await openPanel(page, panel);
      expect(await panel.notes.inputValue()).toBe('');
    });
  }

  it('saves into the journal with a toast whose View shows the new entry', async () => {
    const journalUrl = await signedInWithJournal(stage, page, 'Field notes');
    await stage.open(page, '/daily');
    await openPanel(page, panel);
    await panel.notes.fill('Saw a heron near the bridge.');
    await panel.save.click();

    // The panel closes where the person was, and says where the entry went.
    await panel.dialog.waitFor({ state: 'hidden', ...soon });
    const toast = savedToast(page, 'Field notes');
    await toast.waitFor(soon);
    expect(pathOf(page)).toBe('/daily');
    await animationsDone(page);
    await screenshot(page, 'composer-saved', width);

    // View opens the journal at the new card.
    await viewSaved(page, 'Field notes').click();
    await expect.poll(() => pathOf(page), soon).toBe(journalUrl);
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/^#entry-[0-9a-f-]+$/);
    const card = page.locator(hash);
    await card.filter({ hasText: 'Saw a heron near the bridge.' }).waitFor(soon);
    await expect.poll(() => card.evaluate(inView), soon).toBe(true);
    expect(await new JournalPageModel(page).entries.count()).toBe(1);

    // Saving took the draft away.
    await openPanel(page, panel);
    expect(await panel.notes.inputValue()).toBe('');
  });

  it('passes axe in light and dark, open and with a photo, with 44 px targets on a phone', async () => {
    await signedInWithJournal(stage, page, 'Sketchbook');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await stage.open(page, '/daily');
      await openPanel(page, panel);
      await animationsDone(page);
      await expectAccessible(page, `the empty composer, ${colorScheme}, ${width} px`, PANEL);
      await screenshot(page, `composer-empty-${colorScheme}`, width);

      await panel.notes.fill('Charcoal, twenty minutes, the window.');
      await panel.file.setInputFiles({ name: 'window.png', mimeType: 'image/png', buffer: photo });
      await panel.preview('window.png').waitFor(soon);
      await panel.dateChip.click();
      await panel.date.waitFor(soon);
      await panel.draftSaved.waitFor(soon);
      await animationsDone(page);
      await expectAccessible(page, `the composer with a photo, ${colorScheme}, ${width} px`, PANEL);
      if (width === WIDTHS[0])
        await expectTouchTargets(page, `the composer with a photo, ${colorScheme}`, PANEL);
      await screenshot(page, `composer-photo-${colorScheme}`, width);

      await panel.discard.click();
      await new ConfirmDialogModel(page).answer('Discard draft');
      await panel.preview('window.png').waitFor({ state: 'detached', ...soon });
      await panel.close.click();
      await panel.dialog.waitFor({ state: 'hidden', ...soon });
    }

    // /push is the same composer as a page.
    await stage.open(page, '/push');
    const push = new PushForm(page);
    await push.notes.waitFor(soon);
    await expectAccessible(page, `/push, ${width} px`, 'main');
    if (width === WIDTHS[0]) await expectTouchTargets(page, '/push', 'main');
    await screenshot(page, 'composer-push', width);
  });
});

/** Whether the element is (at least partly) inside the viewport. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}
