import type { Locator, Page } from 'playwright-core';

/** The search overlay (Cmd/Ctrl+K or /): a field, filters, results in the groups Entries, Journals and People. */
export class SearchOverlayModel {
  readonly dialog: Locator;
  readonly field: Locator;
  readonly close: Locator;
  readonly entries: Locator;
  readonly journals: Locator;
  readonly people: Locator;
  readonly alert: Locator;
  /** before typing: the device's #tags, each a button */
  readonly tags: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Search' });
    this.field = this.dialog.getByRole('combobox', { name: 'Search' });
    this.close = this.dialog.getByRole('button', { name: 'Close' });
    this.entries = this.dialog.getByRole('group', { name: 'Entries', exact: true });
    this.journals = this.dialog.getByRole('group', { name: 'Journals' });
    this.tags = this.dialog.getByRole('region', { name: 'Tags' });
    this.people = this.dialog.getByRole('group', { name: 'People' });
    this.alert = this.dialog.getByRole('alert');
  }

  /** Opens it with the shortcut, as a user would, and waits for it. */
  async open(): Promise<void> {
    await this.page.keyboard.press('Control+/');
    await this.dialog.waitFor();
  }

  /** Opens it with the header's Search button, as a person on a phone would. */
  async openByButton(): Promise<void> {
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await this.dialog.waitFor();
  }

  /** A result line by the start of its name ('Kiln log by bo', 'bo'). */
  option(group: Locator, name: string): Locator {
    return group.getByRole('option', { name, exact: false });
  }

  /** The result line the field points at (aria-selected). */
  highlighted(): Locator {
    return this.dialog.locator('[role="option"][aria-selected="true"]');
  }

  /** What the overlay says under the field ('2 results', 'Searching…', 'Nothing found…'). */
  notice(): Promise<string | null> {
    return this.dialog.locator('.search-notice__hint').textContent();
  }

  /** Whether the field has the keyboard focus. */
  fieldHasFocus(): Promise<boolean> {
    return this.field.evaluate((field) => field === document.activeElement);
  }

  /** The lines' text as read out: an avatar's initial (aria-hidden) is left out. */
  texts(group: Locator): Promise<string[]> {
    return group.getByRole('option').evaluateAll((options) =>
      options.map((option) =>
        [...option.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden')))
          .map((node) => node.textContent ?? '')
          .join(''),
      ),
    );
  }
}

/** The Home sidebar (H): the person's journals in a drawer, with the daily log and Close. */
export class HomeSidebarModel {
  readonly sidebar: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Your journals' });
    this.close = this.sidebar.getByRole('button', { name: 'Close' });
  }

  journal(title: string): Locator {
    return this.sidebar.getByRole('listitem').filter({ hasText: title });
  }

  place(name: string): Locator {
    return this.sidebar.getByRole('link', { name, exact: true });
  }
}

/** The username overlay for an account without a username: a field, Save, no way to close. */
export class UsernameOverlayModel {
  readonly dialog: Locator;
  readonly username: Locator;
  readonly save: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Choose a username' });
    this.username = this.dialog.getByLabel('Username');
    this.save = this.dialog.getByRole('button', { name: 'Save username' });
    this.refusal = this.dialog.getByRole('alert');
  }

  async choose(name: string): Promise<void> {
    await this.username.fill(name);
    await this.save.click();
  }
}
