import type { Locator, Page, Response } from 'playwright-core';

/** The page Ritual shows today at every path: name, tagline and whether the server answers. */
export class WelcomePage {
  readonly heading: Locator;
  readonly tagline: Locator;
  readonly serverStatus: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'Ritual' });
    this.tagline = page.getByText('Tools to help you repeat things and store process.');
    this.serverStatus = page.getByRole('status');
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
