import type { Locator, Page } from 'playwright-core';
import { openPath, pathOf } from '../app-pages.js';
import { Composer } from './new-entry-panel.js';

const soon = { timeout: 15_000 };

/** /create-journal: title and who can read it (Private or Public). */
export class CreateJournalForm {
  readonly title: Locator;
  readonly private: Locator;
  readonly public: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByLabel('Title');
    this.private = main.getByRole('radio', { name: /^Private/ });
    this.public = main.getByRole('radio', { name: /^Public/ });
    this.submit = main.getByRole('button', { name: 'Create Journal' });
  }

  async create(title: string): Promise<void> {
    await this.title.fill(title);
    await this.submit.click();
  }
}

/** /push: the composer as a page (journal, notes, a file, private, save). */
export class PushForm extends Composer {
  constructor(readonly page: Page) {
    super(page.getByRole('main'));
  }
}

/**
 * /:user/:journal: the header band (title, description, counts, New Entry and the quiet tools),
 * its entries under a heading per day, and the empty state.
 */
export class JournalPageModel {
  readonly heading: Locator;
  readonly description: Locator;
  readonly entries: Locator;
  readonly days: Locator;
  readonly newEntry: Locator;
  readonly addToLog: Locator;
  readonly removeFromLog: Locator;
  readonly grid: Locator;
  readonly settings: Locator;
  readonly empty: Locator;
  /** the lock beside the title that says only members read it */
  readonly privateBadge: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.privateBadge = main.locator('header').getByText('Private', { exact: true });
    this.description = main.locator('header p.journal-band__description');
    const list = main.getByRole('region', { name: 'Entries' });
    this.entries = list.getByRole('article');
    // A day's heading ('Today', 'Yesterday', 'Mon 23 Nov') above its entries.
    this.days = list.getByRole('heading', { level: 2 });
    this.newEntry = main.getByRole('button', { name: 'New Entry', exact: true });
    this.addToLog = main.getByRole('button', { name: 'Add to daily log' });
    this.removeFromLog = main.getByRole('button', { name: 'Remove from daily log' });
    this.grid = main.getByRole('navigation', { name: 'Show entries as' }).getByRole('link', {
      name: 'Grid',
    });
    this.settings = main.getByRole('link', { name: 'Journal settings' });
    this.empty = list.getByText('No entries yet.');
  }

  entry(notes: string): Locator {
    return this.entries.filter({ hasText: notes });
  }

  /** The entries under one day's heading, e.g. 'Today'. */
  day(heading: string): Locator {
    return this.page
      .getByRole('main')
      .getByRole('region', { name: heading, exact: true })
      .getByRole('article');
  }
}

/** /daily: one list item per journal of the log. */
export class DailyPage {
  constructor(readonly page: Page) {}

  item(title: string): Locator {
    return this.page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  }
}

/** /stats: totals, streaks, heatmap and counts by type. */
export class StatsPage {
  readonly totals: Locator;
  readonly heatmap: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.totals = main.getByLabel('Summary');
    this.heatmap = main.getByRole('img', { name: /in the last year$/ });
  }

  /** The value beside a term of a description list, e.g. 'Entries' or 'Current streak'. */
  value(term: string): Locator {
    return this.page
      .getByRole('main')
      .locator('dl > div')
      .filter({ has: this.page.getByText(term, { exact: true }) })
      .locator('dd');
  }
}

/**
 * Makes a journal through /create-journal, from a page of the app, and waits for its page. Returns
 * the journal's path: the server picks the slug (a title like a route name gets a suffix).
 */
export async function createJournal(page: Page, title: string): Promise<string> {
  await openPath(page, page.url(), '/create-journal');
  const form = new CreateJournalForm(page);
  await form.title.waitFor(soon);
  await form.create(title);
  await new JournalPageModel(page).heading.filter({ hasText: title }).waitFor(soon);
  return pathOf(page);
}
