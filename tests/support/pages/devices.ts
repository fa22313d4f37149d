import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openPath } from '../app-pages.js';
import { LoginForm } from './auth-forms.js';
import { EntryViewPage } from './journal-pages.js';
import { JournalPageModel } from './journaling.js';
import { NewEntryPanel } from './new-entry-panel.js';

const soon = { timeout: 15_000 };

/**
 * One of a user's devices: a browser context of its own (its own IndexedDB, service worker and
 * outbox), kept on one journal page. Every change goes through the app's screens and in-app links,
 * never a page load, so it works with the server stopped; only `takeOut` loads the page again.
 */
export class Device {
  private journalPath = '';
  private baseUrl = '';

  private constructor(
    readonly context: BrowserContext,
    /** the app's open page; a new one after `takeOut` */
    public page: Page,
  ) {}

  get journal() {
    return new JournalPageModel(this.page);
  }

  get entryView() {
    return new EntryViewPage(this.page);
  }

  get panel() {
    return new NewEntryPanel(this.page);
  }

  /** The bottom toolbar's sync state, e.g. '3 changes waiting to be sent' (768 px and wider). */
  get syncStatus(): Locator {
    return this.page.getByRole('complementary', { name: 'Toolbar' }).locator('p');
  }

  /** The device a page of its own browser context is on (a stage's newPage). */
  static of(page: Page): Device {
    return new Device(page.context(), page);
  }

  /**
   * Signs in and opens the journal until the service worker controls the page: from then on the
   * app's code and the journal are on the device.
   */
  async signInAndOpen(
    baseUrl: string,
    login: { username: string; password: string },
    journalPath: string,
    title: string,
  ): Promise<void> {
    this.journalPath = journalPath;
    this.baseUrl = baseUrl;
    await openPath(this.page, baseUrl, '/login');
    await new LoginForm(this.page).signIn(login.username, login.password);
    await this.page.waitForFunction(() => location.pathname !== '/login', null, soon);
    await openPath(this.page, baseUrl, journalPath);
    await this.journal.heading.filter({ hasText: title }).waitFor(soon);
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, soon);
    // Shortcuts (N for a new entry) work once the session check is done, which the menu shows.
    await this.page.getByRole('button', { name: 'Menu' }).waitFor(soon);
  }

  /** Opens an entry from its card, changes its notes and comes back to the journal. */
  async editEntry(from: string, to: string): Promise<void> {
    await this.openEntry(from);
    await this.entryView.choose('Edit');
    await this.entryView.notesField.fill(to);
    await this.entryView.save.click();
    await this.entryView.notes.filter({ hasText: to }).waitFor(soon);
    await this.entryView.journalLink.click();
    await this.backOnJournal();
  }

  /** Opens an entry from its card and deletes it, going ahead in the app's confirm dialog. */
  async deleteEntry(notes: string): Promise<void> {
    await this.openEntry(notes);
    await this.entryView.deleteEntry();
    await this.backOnJournal();
  }

  /** A note through the new-entry panel (N), into the journal on screen. */
  async addEntry(notes: string): Promise<void> {
    await this.page.keyboard.press('n');
    await this.panel.notes.fill(notes);
    await this.panel.save.click();
    await this.panel.dialog.waitFor({ state: 'hidden', ...soon });
    await this.journal.entry(notes).waitFor(soon);
  }

  async logToday(): Promise<void> {
    await this.journal.addToLog.click();
    await this.journal.removeFromLog.waitFor(soon);
  }

  /** The app is closed (the phone goes back in the pocket); what it holds stays on the device. */
  async putAway(): Promise<void> {
    await this.page.close();
  }

  /** The app is opened again on the journal, a page load that syncs as the app starts. */
  async takeOut(): Promise<void> {
    this.page = await this.context.newPage();
    await openPath(this.page, this.baseUrl, this.journalPath);
    await this.journal.heading.waitFor(soon);
  }

  /**
   * The user comes back to the device: the connection returns and the window takes the focus,
   * the two moments the app syncs at besides its own retries.
   */
  async comeBack(): Promise<void> {
    await this.page.evaluate(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('focus'));
    });
  }

  /**
   * How many of the journal's cards show each text, and how many cards there are, e.g.
   * `{ cards: 2, 'Low tide': 1, 'High tide': 1 }`.
   */
  async cardsShowing(texts: string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = { cards: await this.journal.entries.count() };
    for (const text of texts) counts[text] = await this.journal.entry(text).count();
    return counts;
  }

  private async openEntry(notes: string): Promise<void> {
    const card: Locator = this.journal.entry(notes);
    // The card's first link is its time, which opens the entry's own page.
    await card.getByRole('link').first().click();
    await this.entryView.actions.waitFor(soon);
  }

  private async backOnJournal(): Promise<void> {
    await this.page.waitForFunction((path) => location.pathname === path, this.journalPath, soon);
    await this.journal.entries.first().waitFor(soon);
  }
}
