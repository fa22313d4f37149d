import type { Locator, Page } from 'playwright-core';

/** An item that lives in the shell's menu: reaching it opens the menu first. */
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
}

/** The default layout's shell: top bar, menu, connection status, bottom bar, floating plus. */
export class AppBar {
  /** the top navigation: New Entry, New Journal, Home (signed in) or Login, Join (visitor) */
  readonly nav: Locator;
  readonly login: Locator;
  readonly join: Locator;
  readonly newEntry: Locator;
  readonly newJournal: Locator;
  readonly home: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly logout: MenuItem;
  readonly bottomBar: Locator;
  readonly floatingPlus: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.login = this.nav.getByRole('link', { name: 'Login' });
    this.join = this.nav.getByRole('link', { name: 'Join' });
    this.newEntry = this.nav.getByRole('link', { name: 'New Entry', exact: true });
    this.newJournal = this.nav.getByRole('link', { name: 'New Journal', exact: true });
    this.home = this.nav.getByRole('link', { name: 'Home', exact: true });
    this.menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    this.menu = page.getByRole('navigation', { name: 'Menu' });
    this.logout = new MenuItem(this, this.menu.getByRole('button', { name: 'Logout' }));
    this.bottomBar = page.getByRole('navigation', { name: 'Bottom' });
    // Rendered but hidden by CSS above 1024 px, so found hidden too.
    this.floatingPlus = page.getByRole('link', { name: 'Add an entry', includeHidden: true });
    this.status = page.locator('header').getByRole('status');
  }

  async openMenu(timeout = 5_000): Promise<void> {
    await this.menuButton.waitFor({ timeout });
    if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') {
      await this.menuButton.click({ timeout });
    }
  }

  /** The menu's entries as read: link and button names, in order. */
  async menuItems(): Promise<string[]> {
    await this.openMenu();
    await this.menu.waitFor();
    return this.menu
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => (item.firstElementChild?.childNodes[0]?.textContent ?? '').trim()),
      );
  }

  menuItem(name: string): Locator {
    return this.menu.getByRole('link', { name });
  }
}
