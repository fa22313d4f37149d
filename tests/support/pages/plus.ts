import type { Locator, Page } from 'playwright-core';

/** The plus-upsell overlay: a dialog named 'Upgrade to Plus'. */
export class PlusOverlayModel {
  readonly dialog: Locator;
  readonly limit: Locator;
  readonly upgrade: Locator;
  readonly requestGrace: Locator;
  readonly close: Locator;
  readonly granted: Locator;
  readonly refused: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Upgrade to Plus' });
    this.limit = this.dialog.getByRole('progressbar');
    this.upgrade = this.dialog.getByRole('link', { name: 'Upgrade' });
    this.requestGrace = this.dialog.getByRole('button', { name: 'Request grace period' });
    this.close = this.dialog.getByRole('button', { name: 'Close' });
    this.granted = this.dialog.getByRole('status');
    this.refused = this.dialog.getByRole('alert');
  }
}

/** /plus: the free limit, what plus gives, the options and 'Unlock'; or, for plus users, theirs. */
export class PlusPage {
  readonly heading: Locator;
  readonly limit: Locator;
  readonly unlock: Locator;
  readonly held: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Plus' });
    this.limit = main.getByRole('progressbar');
    this.unlock = main.getByRole('button', { name: 'Unlock' });
    this.held = main.getByRole('status').filter({ hasText: 'You have Plus' });
  }

  option(label: 'Monthly' | 'Yearly' | 'Support pack'): Locator {
    return this.page.getByRole('main').getByRole('radio', { name: label });
  }

  get options(): Locator {
    return this.page.getByRole('main').getByRole('radio');
  }
}

/** /unlock: the step that opens the payment page, or says why it cannot. */
export class UnlockPage {
  readonly heading: Locator;
  readonly error: Locator;
  readonly tryAgain: Locator;
  readonly backToPlus: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Unlock Plus' });
    this.error = main.getByRole('alert');
    this.tryAgain = main.getByRole('button', { name: 'Try again' });
    this.backToPlus = main.getByRole('link', { name: 'Back to Plus' });
  }
}

/** /thank-you: where checkout returns. */
export class ThankYouPage {
  readonly heading: Locator;
  readonly status: Locator;
  readonly home: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Thank you!' });
    this.status = main.getByRole('status');
    this.home = main.getByRole('link', { name: 'Home' });
  }
}
