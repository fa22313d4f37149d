import type { Locator, Page } from 'playwright-core';

/** /:slug: a user's avatar, name, 'Message', and their journals (one's own: collaborations, follows). */
export class ProfilePageModel {
  readonly main: Locator;
  readonly heading: Locator;
  readonly message: Locator;
  readonly journals: Locator;
  readonly ownJournals: Locator;
  readonly collaborations: Locator;
  readonly follows: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.message = this.main.getByRole('link', { name: 'Message', exact: true });
    this.journals = this.main.getByRole('region', { name: 'Journals', exact: true });
    this.ownJournals = this.main.getByRole('region', { name: 'Your journals' });
    this.collaborations = this.main.getByRole('region', { name: 'Journals you collaborate on' });
    this.follows = this.main.getByRole('region', { name: 'Journals you follow' });
  }

  /** A journal's row in one of the lists: its link and what is said beside it. */
  row(list: Locator, title: string): Locator {
    return list.getByRole('listitem').filter({ hasText: title });
  }
}

/** Someone else's journal page: its entries and the reader's Follow / Join buttons. */
export class OthersJournalModel {
  readonly main: Locator;
  readonly heading: Locator;
  readonly owner: Locator;
  readonly entries: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.owner = this.main.getByRole('link', { name: /^by / });
    this.entries = this.main.getByRole('region', { name: 'Entries' });
    this.alert = this.main.getByRole('alert');
  }

  button(name: 'Follow' | 'Unfollow' | 'Join' | 'Leave'): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }
}
