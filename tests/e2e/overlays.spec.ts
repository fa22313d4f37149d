import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { newPerson, pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { JoinForm } from '../support/pages/auth-forms.js';
import { createJournal, JournalPageModel, PushForm } from '../support/pages/journaling.js';
import {
  HomeSidebarModel,
  SearchOverlayModel,
  UsernameOverlayModel,
} from '../support/pages/overlays.js';
import { AppBar } from '../support/pages/app-bar.js';
import { useStage } from '../support/stage.js';
import { swipeAcross } from '../support/touch.js';

const soon = { timeout: 15_000 };

const stage = useStage();
const shoot = (page: Page, name: string, width: number) =>
  screenshot(page, `overlays-${name}`, width);

describe.each(WIDTHS)('search, the Home sidebar and shortcuts at %i px', (width) => {
  /** A word in every name and title of this width's people and journals, and in nothing else. */
  const tag = `ov${Date.now().toString(36)}w${width}`;
  const ownTitle = `Rowing ${tag}`;
  const otherTitle = `Kiln ${tag}`;
  let other: Person;
  let otherJournalPath: string;

  beforeAll(async () => {
    const api = stage.api;
    other = await api.register(tag);
    const journal = (await api.call('POST', '/journals', other, {
      private: false,
      title: otherTitle,
    })) as {
      slug: string;
    };
    otherJournalPath = `/${other.username}/${journal.slug}`;
  });

  let page: Page;
  let search: SearchOverlayModel;
  let home: HomeSidebarModel;
  beforeEach(async () => {
    page = await stage.newPage(width);
    search = new SearchOverlayModel(page);
    home = new HomeSidebarModel(page);
  });

  it('finds your journal, people by name and their public journals, and opens the one chosen', async () => {
    const me = await stage.join(page, tag);
    const ownPath = await createJournal(page, ownTitle);

    await search.open();
    expect(await search.fieldHasFocus()).toBe(true);
    await search.field.fill(tag);
    await search.option(search.journals, otherTitle).waitFor(soon);
    await search.option(search.people, other.username).waitFor(soon);
    // Your own journal, made without a choice, is private and says so.
    expect(await search.texts(search.journals)).toEqual([
      `${ownTitle} by ${me.username} Private`,
      `${otherTitle} by ${other.username}`,
    ]);
    expect(await search.texts(search.people)).toEqual(
      expect.arrayContaining([other.username, me.username]),
    );
    expect(await search.option(search.journals, ownTitle).getAttribute('href')).toBe(ownPath);
    await shoot(page, 'search', width);

    // The arrows walk the lines; Enter opens the highlighted one and closes the overlay.
    expect(await search.highlighted().textContent()).toBe(`${ownTitle} by ${me.username} Private`);
    await page.keyboard.press('ArrowDown');
    expect(await search.highlighted().textContent()).toBe(`${otherTitle} by ${other.username}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), soon).toBe(otherJournalPath);
    await search.dialog.waitFor({ state: 'hidden' });

    // A person found by the start of their name; a click opens their profile.
    await search.open();
    await search.field.fill(other.username.slice(0, -2));
    const person = search.option(search.people, other.username);
    await person.click(soon);
    await expect.poll(() => pathOf(page), soon).toBe(`/${other.username}`);
    await search.dialog.waitFor({ state: 'hidden' });

    // Escape closes it; so does Close.
    await search.open();
    await page.keyboard.press('Escape');
    await search.dialog.waitFor({ state: 'hidden' });
    // The header's Search button opens it too, as a person without a keyboard would.
    await search.openByButton();
    expect(await search.fieldHasFocus()).toBe(true);
    await search.close.click();
    await search.dialog.waitFor({ state: 'hidden' });
  });

  it('opens and closes the Home sidebar (your journals) with H, a drawer over the page', async () => {
    await stage.join(page, tag);
    const ownPath = await createJournal(page, ownTitle);
    await new JournalPageModel(page).addToLog.click();
    await new JournalPageModel(page).removeFromLog.waitFor(soon);

    // No 'Show Home' button: the main navigation holds the places; H opens the drawer.
    expect(await page.getByRole('button', { name: /^(Show|Hide) Home$/ }).count()).toBe(0);
    expect(await home.sidebar.count()).toBe(0);
    await page.keyboard.press('h');
    await home.sidebar.waitFor(soon);
    const item = home.journal(ownTitle);
    await item.waitFor(soon);
    expect(await item.getByRole('link').getAttribute('href')).toBe(ownPath);
    expect(await item.textContent()).toContain('Not logged today');
    expect(await home.place('Daily log').getAttribute('href')).toBe('/daily');
    await shoot(page, 'sidebar', width);

    // A drawer over the page at every width, the page dimmed behind it, closed with Close.
    const covering = await page.evaluate(() => {
      const main = document.querySelector('main')!.getBoundingClientRect();
      const panel = document.getElementById('home-sidebar')!.getBoundingClientRect();
      const onPanel = document.elementFromPoint(panel.x + 10, panel.y + panel.height / 2);
      const onPage = document.elementFromPoint(main.right - 10, main.y + 10);
      return [onPanel?.closest('#home-sidebar') !== null, onPage?.className];
    });
    expect(covering).toEqual([true, 'home-sidebar__backdrop']);
    await home.close.click();
    await home.sidebar.waitFor({ state: 'hidden' });

    await page.keyboard.press('h');
    await home.sidebar.waitFor(soon);
    await page.keyboard.press('h');
    await home.sidebar.waitFor({ state: 'hidden' });

    // On a phone a swipe across the drawer puts it away; on a laptop a touch screen's swipe does not.
    await page.keyboard.press('h');
    await home.sidebar.waitFor(soon);
    await swipeAcross(home.sidebar, 'left', 0.9);
    if (width < 769) await home.sidebar.waitFor({ state: 'hidden', ...soon });
    else expect(await home.sidebar.isVisible()).toBe(true);
  });

  // Behaviour the same at both widths, with nothing to look at beyond what the other tests show:
  // on a phone only, where Ritual is used most (the browser suite must leave CI room).
  if (width === WIDTHS[0]) {
    it('takes h and n typed into the search field or the notes as text, not as shortcuts', async () => {
      await stage.join(page, tag);
      const ownPath = await createJournal(page, ownTitle);
      const newEntryPanel = page.getByRole('dialog', { name: 'New Entry' });

      await search.open();
      await page.keyboard.type('hn');
      expect(await search.field.inputValue()).toBe('hn');
      expect(await home.sidebar.count()).toBe(0);
      expect(pathOf(page)).toBe(ownPath);
      expect(await search.dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await search.dialog.waitFor({ state: 'hidden' });
      // Out of the field the same key is a shortcut again, and N had opened no new-entry panel.
      await page.keyboard.press('h');
      await home.sidebar.waitFor(soon);
      await page.keyboard.press('h');
      await home.sidebar.waitFor({ state: 'hidden' });
      expect(await newEntryPanel.count()).toBe(0);

      await stage.open(page, '/push');
      const push = new PushForm(page);
      await push.notes.click(soon);
      await page.keyboard.type('nh hn');
      expect(await push.notes.inputValue()).toBe('nh hn');
      expect(pathOf(page)).toBe('/push');
      expect(await home.sidebar.count()).toBe(0);
      expect(await newEntryPanel.count()).toBe(0);
    });
  }

  it('offline, still finds your own journals and says it searches only what the device holds', async () => {
    await stage.join(page, tag);
    await createJournal(page, ownTitle);
    await page.context().setOffline(true);

    await search.open();
    await search.field.fill(tag);
    await search.option(search.journals, ownTitle).waitFor(soon);
    await search.dialog.getByText('searching what this device holds').waitFor(soon);
    expect(await search.option(search.journals, otherTitle).count()).toBe(0);
    expect(await search.people.count()).toBe(0);
    await shoot(page, 'search-offline', width);
  });

  // Behaviour the same at both widths, with nothing to look at beyond what the other tests show:
  // on a phone only, where Ritual is used most (the browser suite must leave CI room).
  if (width === WIDTHS[0]) {
    it('shows a failed server search’s message inside the overlay and keeps your journals', async () => {
      await stage.join(page, tag);
      await createJournal(page, ownTitle);
      await page.route('**/api/journals/search/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, message: 'boom', ref: 'e2e-ref' }),
        }),
      );

      await search.open();
      await search.field.fill(tag);
      await search.alert.getByText('Something went wrong.').waitFor(soon);
      expect(await search.option(search.journals, ownTitle).isVisible()).toBe(true);
      expect(await search.dialog.isVisible()).toBe(true);
    });
  }

  it('asks an account without a username to choose one, and refuses a taken one', async () => {
    // Accounts made before usernames were required have none; the server makes no new ones, so
    // the page is shown this person's name as empty until they choose one.
    const person = newPerson(tag);
    const nameless = `"ritual_user":"${person.username}"`;
    await page.route(/\/api\/(auth|sync)/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.text()).replaceAll(nameless, '"ritual_user":""');
      await route.fulfill({ response: answer, body });
    });
    await stage.open(page, '/join');
    await new JoinForm(page).join(person);

    const overlay = new UsernameOverlayModel(page);
    await overlay.dialog.waitFor(soon);
    expect(await overlay.dialog.getByRole('button').allTextContents()).toEqual(['Save username']);
    await page.keyboard.press('Escape');
    expect(await overlay.dialog.isVisible()).toBe(true);
    await shoot(page, 'username', width);

    await overlay.choose('ab');
    await overlay.refusal.getByText('Username must be at least 3 characters.').waitFor(soon);
    await overlay.choose(other.username);
    await overlay.refusal.getByText('This username is taken.').waitFor(soon);

    const chosen = `${tag}n`;
    await overlay.choose(chosen);
    await overlay.dialog.waitFor({ state: 'hidden', ...soon });
    // The person's journals are on their profile, at the name chosen.
    const bar = new AppBar(page);
    await expect.poll(() => bar.journals.getAttribute('href'), soon).toBe(`/${chosen}`);
    // Lets a sync still passing through the renaming route finish before the page closes.
    await page.unrouteAll({ behavior: 'wait' });
  });
});
