import type { Locator, Page } from 'playwright-core';

/** /:user/:journal/grid: one linked tile per entry. */
export class JournalGridPage {
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.tiles = page.getByRole('main').getByRole('list', { name: 'Entry grid' }).getByRole('link');
  }

  /** The tile of an entry, by its kind and notes, e.g. 'Note: Bought bread.' */
  tile(label: string): Locator {
    return this.tiles.and(this.page.getByRole('link', { name: label, exact: true }));
  }
}

/** /:user/:journal/:entry: the entry, and its author's Edit, Delete and Move. */
export class EntryViewPage {
  readonly notes: Locator;
  readonly edit: Locator;
  readonly delete: Locator;
  readonly notesField: Locator;
  readonly save: Locator;
  readonly moveTo: Locator;
  readonly move: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.notes = main.getByLabel('Notes', { exact: true }).and(main.locator('p'));
    this.edit = main.getByRole('button', { name: 'Edit' });
    this.delete = main.getByRole('button', { name: 'Delete' });
    this.notesField = main.getByRole('textbox', { name: 'Notes' });
    this.save = main.getByRole('button', { name: 'Save' });
    this.moveTo = main.getByLabel('Move to');
    this.move = main.getByRole('button', { name: 'Move', exact: true });
  }
}

/** /:user/:journal/settings: details, visibility, share link and deletion. */
export class JournalSettingsPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly save: Locator;
  readonly saved: Locator;
  readonly private: Locator;
  readonly createShareLink: Locator;
  readonly shareLink: Locator;
  readonly deleteJournal: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByLabel('Title');
    this.description = main.getByLabel('Description');
    this.save = main.getByRole('button', { name: 'Save' });
    this.saved = main.getByRole('status').filter({ hasText: 'Saved.' });
    this.private = main.getByLabel('Private');
    this.createShareLink = main.getByRole('button', { name: 'Create share link' });
    this.shareLink = main.getByRole('region', { name: 'Share' }).getByRole('link');
    this.deleteJournal = main.getByRole('button', { name: 'Delete journal' });
  }
}
