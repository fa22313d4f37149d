import type { Locator, Page, Response } from 'playwright-core';

/** '/' for a visitor: name, tagline, the picture of a journal, the way in, tiles, examples. */
export class LandingPage {
  readonly heading: Locator;
  readonly tagline: Locator;
  readonly picture: Locator;
  readonly start: Locator;
  readonly loginLink: Locator;
  readonly tiles: Locator;
  readonly examples: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { name: 'Ritual' });
    this.tagline = page.getByText('Tools to help you repeat things and store process.');
    this.picture = main.getByRole('img', { name: /^A Ritual journal/ });
    this.start = main.getByRole('link', { name: 'Start your first journal' });
    this.loginLink = main.getByRole('link', { name: 'I have an account' });
    this.tiles = main.getByRole('list', { name: 'What Ritual does' }).getByRole('heading');
    this.examples = main
      .getByRole('region', { name: 'See it in use' })
      .locator('.discovery-card__title');
  }

  async open(path = '/'): Promise<Response> {
    const response = await this.page.goto(new URL(path, this.baseUrl).href);
    if (!response) throw new Error(`No response for ${path}`);
    return response;
  }
}
