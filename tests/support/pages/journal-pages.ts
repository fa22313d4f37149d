import type { Locator, Page } from 'playwright-core';
import { ConfirmDialogModel, type Question } from './confirm-dialog.js';

/** /:user/:journal/grid: one linked tile per entry. */
export class JournalGridPage {
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.tiles = page.getByRole('main').getByRole('list', { name: 'Entry grid' }).getByRole('link');
  }

  /** The tile of an entry, by its kind, day and notes, e.g. 'Note, Today: Bought bread.' */
  tile(label: string): Locator {
    return this.tiles.and(this.page.getByRole('link', { name: label, exact: true }));
  }
}

/**
 * /:user/:journal/:entry: the entry to read (its day as the heading, its journal as the way back),
 * and its author's Edit, Move, Share and Delete in the 'Entry actions' menu; Move and Share open
 * in a dialog, Delete asks in the app's confirm dialog.
 */
export class EntryViewPage {
  readonly heading: Locator;
  readonly journalLink: Locator;
  readonly notes: Locator;
  readonly actions: Locator;
  readonly edit: Locator;
  readonly delete: Locator;
  readonly notesField: Locator;
  readonly save: Locator;
  readonly moveTo: Locator;
  readonly move: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.journalLink = main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    this.notes = main.getByRole('region', { name: 'Notes', exact: true });
    this.actions = main.getByRole('button', { name: 'Entry actions' });
    // Items of the open menu: `choose` opens it first.
    this.edit = page.getByRole('menuitem', { name: 'Edit', exact: true });
    this.delete = page.getByRole('menuitem', { name: 'Delete', exact: true });
    this.notesField = main.getByRole('textbox', { name: 'Notes' });
    this.save = main.getByRole('button', { name: 'Save', exact: true });
    const moving = page.getByRole('dialog', { name: 'Move entry' });
    this.moveTo = moving.getByLabel('Move to');
    this.move = moving.getByRole('button', { name: 'Move', exact: true });
  }

  /** Opens the 'Entry actions' menu and picks one of its items. */
  async choose(action: 'Edit' | 'Move' | 'Share' | 'Delete'): Promise<void> {
    await this.actions.click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Delete from the menu, going ahead in the app's confirm dialog; returns what it asked. */
  async deleteEntry(): Promise<Question> {
    await this.choose('Delete');
    return new ConfirmDialogModel(this.page).answer('Delete entry');
  }
}

/** /:user/:journal/settings: details, visibility, share link and deletion. */
export class JournalSettingsPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly save: Locator;
  readonly saved: Locator;
  readonly private: Locator;
  readonly public: Locator;
  readonly anyoneMayJoin: Locator;
  readonly createShareLink: Locator;
  readonly shareLink: Locator;
  readonly deleteJournal: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByLabel('Title');
    this.description = main.getByLabel('Description');
    this.save = main.getByRole('button', { name: 'Save' });
    this.saved = main.getByRole('status').filter({ hasText: 'Saved.' });
    this.private = main.getByRole('radio', { name: /^Private/ });
    this.public = main.getByRole('radio', { name: /^Public/ });
    this.anyoneMayJoin = main.getByRole('checkbox', { name: 'Anyone may join' });
    this.createShareLink = main.getByRole('button', { name: 'Create share link' });
    this.shareLink = main.getByRole('region', { name: 'Share' }).getByRole('link');
    this.deleteJournal = main.getByRole('button', { name: 'Delete journal' });
  }
}
