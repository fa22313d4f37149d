import type { Locator, Page } from 'playwright-core';
import { AppBar } from './app-bar.js';

/** /activity: the feeds ('Everyone', and for a signed-in user 'Following'), their lines. */
export class ActivityPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly lines: Locator;
  readonly loadMore: Locator;
  /** the note that the feed shown is the one kept from the last visit */
  readonly rememberedNote: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Activity', level: 1 });
    this.tabs = main.getByRole('tab');
    this.lines = main.getByRole('listitem');
    this.loadMore = main.getByRole('button', { name: 'Load more' });
    this.rememberedNote = main.getByRole('status').filter({ hasText: 'From your last visit' });
    this.empty = main.getByText('Nothing yet from the journals you follow or work on.');
  }

  tab(name: 'Everyone' | 'Following'): Locator {
    return this.page.getByRole('main').getByRole('tab', { name });
  }

  /** The lines naming a journal; each links its journal and whoever acted. */
  linesAbout(journalTitle: string): Locator {
    return this.lines.filter({
      has: this.page.getByRole('link', { name: journalTitle, exact: true }),
    });
  }
}

/** A list of journal cards: Home's Explore section, or /examples. */
export class JournalCards {
  readonly cards: Locator;

  constructor(readonly scope: Locator) {
    this.cards = scope.getByRole('listitem');
  }

  card(title: string): Locator {
    return this.cards.filter({
      has: this.scope.page().getByRole('link', { name: title, exact: true }),
    });
  }

  /** The preview pictures that have loaded, in all cards. */
  async loadedPreviews(): Promise<number> {
    return this.scope
      .locator('.discovery-card__previews img')
      .evaluateAll(
        (images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
      );
  }
}

export class HomeExplore extends JournalCards {
  readonly heading: Locator;

  constructor(page: Page) {
    super(page.getByRole('main').getByRole('region', { name: 'Explore' }));
    this.heading = this.scope.getByRole('heading', { name: 'Explore' });
  }
}

export class ExamplesPage extends JournalCards {
  readonly heading: Locator;

  constructor(page: Page) {
    super(page.getByRole('main'));
    this.heading = this.scope.getByRole('heading', { name: 'Examples', level: 1 });
  }
}

/** The account menu's Examples item and its 'New' badge. */
export function examplesMenu(page: Page) {
  const item = new AppBar(page).menuItem(/^Examples/);
  return { item, badge: item.locator.locator('.menu__badge') };
}

/** /finder: your profile, people search, your journals. */
export class FinderPage {
  readonly heading: Locator;
  readonly ownProfile: Locator;
  readonly search: Locator;
  readonly found: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Finder', level: 1 });
    this.ownProfile = main.getByRole('link', { name: /Your profile/ });
    this.search = main.getByLabel('Search people');
    this.found = main.getByRole('list', { name: 'People found' });
  }

  person(username: string): Locator {
    return this.found.getByRole('link', { name: username, exact: true });
  }
}

/**
 * Follows the visible in-app link named `name`, opening the menu when it lives there: no page
 * load, so it works with the server stopped for screens whose code is already in the page.
 */
export async function followLink(page: Page, name: string): Promise<void> {
  const visible = page.getByRole('link', { name, exact: true }).filter({ visible: true });
  if ((await visible.count()) > 0) {
    await visible.first().click();
    return;
  }
  await new AppBar(page).menuItem(name).click();
}
