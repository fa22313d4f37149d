import type { Locator, Page } from 'playwright-core';

/** The default layout's top bar. */
export class AppBar {
  readonly logout: Locator;
  readonly login: Locator;

  constructor(readonly page: Page) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    this.logout = nav.getByRole('button', { name: 'Logout' });
    this.login = nav.getByRole('link', { name: 'Login' });
  }
}
