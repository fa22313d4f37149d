import type { Locator, Page, Response } from 'playwright-core';

/** '/' for a visitor: name, tagline, the way in, and whether the server answers. */
export class LandingPage {
  readonly heading: Locator;
  readonly tagline: Locator;
  readonly serverStatus: Locator;
  readonly joinLink: Locator;
  readonly loginLink: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { name: 'Ritual' });
    this.tagline = page.getByText('Tools to help you repeat things and store process.');
    this.serverStatus = page.getByRole('status');
    this.joinLink = main.getByRole('link', { name: 'Join' });
    this.loginLink = main.getByRole('link', { name: 'Login' });
  }

  async open(path = '/'): Promise<Response> {
    const response = await this.page.goto(new URL(path, this.baseUrl).href);
    if (!response) throw new Error(`No response for ${path}`);
    return response;
  }

  /** What the page does when the window regains focus (Chromium headless never loses it). */
  async returnToWindow(): Promise<void> {
    await this.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }
}
