import type { Locator, Page } from 'playwright-core';

/** An item of the account menu: reaching it opens the menu first. */
export class MenuItem {
  constructor(
    private readonly bar: AppBar,
    readonly locator: Locator,
  ) {}

  /** Opens the menu (again, if a route change closed it) until the item shows. */
  async waitFor(options: { timeout?: number } = {}): Promise<void> {
    const deadline = Date.now() + (options.timeout ?? 5_000);
    for (;;) {
      await this.bar.openMenu(Math.max(deadline - Date.now(), 1));
      try {
        await this.locator.waitFor({ timeout: 500 });
        return;
      } catch (error) {
        if (Date.now() >= deadline) throw error;
      }
    }
  }

  async click(): Promise<void> {
    await this.waitFor();
    await this.locator.click();
  }

  getAttribute(name: string): Promise<string | null> {
    return this.locator.getAttribute(name);
  }
}

/**
 * The default layout's shell. Signed in: the header (logo, search, account button; on a phone
 * the top row, from 769 px the sidebar's top), the main navigation (a phone's tab bar: Today,
 * Journals, New, Activity, Messages; the sidebar adds Stats and Settings) and the account menu.
 * A visitor: a header with the logo, Activity, Login and Join. Only what shows at the page's
 * width is found: the tab bar and the sidebar are one navigation drawn two ways.
 */
export class AppBar {
  readonly header: Locator;
  /** the main navigation: the tab bar or sidebar, or a visitor's header links */
  readonly nav: Locator;
  /** the logo: Today for a signed-in person, the landing page for a visitor */
  readonly logo: Locator;
  readonly login: Locator;
  readonly join: Locator;
  readonly today: Locator;
  /** Today (/home), the name tests used before Home became Today */
  readonly home: Locator;
  readonly journals: Locator;
  readonly activity: Locator;
  readonly messages: Locator;
  /** the unread count on Messages ('3'); its words are in the link's name */
  readonly messagesBadge: Locator;
  /** the tab bar's New, the sidebar's New entry or the floating plus, whichever shows */
  readonly newEntry: Locator;
  readonly search: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly logout: MenuItem;
  /** rendered on most pages, shown only from 769 to 1024 px, so found hidden too */
  readonly floatingPlus: Locator;
  readonly status: Locator;
  readonly skipLink: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.logo = this.header.getByRole('link', { name: 'Ritual', exact: true });
    this.login = this.nav.getByRole('link', { name: 'Login' });
    this.join = this.nav.getByRole('link', { name: 'Join' });
    this.today = this.nav.getByRole('link', { name: 'Today', exact: true });
    this.home = this.today;
    this.journals = this.nav.getByRole('link', { name: 'Journals', exact: true });
    this.activity = this.nav.getByRole('link', { name: 'Activity', exact: true });
    this.messages = this.nav.getByRole('link', { name: /^Messages/ });
    this.messagesBadge = this.messages.locator('.places__badge');
    this.newEntry = page.getByRole('link', { name: 'New Entry', exact: true });
    this.search = page.getByRole('button', { name: 'Search', exact: true });
    this.menuButton = page.getByRole('button', { name: /^Account menu/ });
    this.menu = page.getByRole('menu');
    this.logout = new MenuItem(this, this.menu.getByRole('menuitem', { name: 'Logout' }));
    this.floatingPlus = page.locator('a.floating-plus');
    this.status = this.header.getByRole('status');
    this.skipLink = page.getByRole('link', { name: 'Skip to content' });
  }

  async openMenu(timeout = 5_000): Promise<void> {
    // An open menu hides the rest of the page from assistive technology, its button too.
    if (await this.menu.isVisible()) return;
    await this.menuButton.waitFor({ timeout });
    if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') {
      await this.menuButton.click({ timeout });
    }
  }

  async closeMenu(): Promise<void> {
    if ((await this.menu.count()) > 0) await this.page.keyboard.press('Escape');
    await this.menu.waitFor({ state: 'hidden' });
  }

  /** The account menu's items as read, in order ('Examples New', …, 'Logout'). */
  async menuItems(): Promise<string[]> {
    await this.openMenu();
    await this.menu.waitFor();
    return this.menu
      .getByRole('menuitem')
      .evaluateAll((items) =>
        items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
      );
  }

  /** An item of the account menu, by its name ('Stats', /^Examples/). */
  menuItem(name: string | RegExp): MenuItem {
    return new MenuItem(this, this.menu.getByRole('menuitem', { name }));
  }

  /** A place of the main navigation by its name, as shown now (the sidebar has Stats too). */
  place(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /**
   * Goes to a place the way a person would: its link in the navigation when it shows there,
   * else its item in the account menu (Stats and Settings on a phone).
   */
  async goTo(name: string): Promise<void> {
    const place = this.place(name);
    if (await place.isVisible()) await place.click();
    else await this.menuItem(name).click();
  }
}
