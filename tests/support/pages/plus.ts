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

/**
 * /plus: the free limit, what plus gives, the options on sale with their prices and 'Unlock' (or,
 * on a server without payments, how plus is had there); for plus users, theirs.
 */
export class PlusPage {
  readonly heading: Locator;
  readonly limit: Locator;
  readonly unlock: Locator;
  readonly held: Locator;
  readonly noPayments: Locator;
  readonly offerUnavailable: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Plus' });
    this.limit = main.getByRole('progressbar');
    this.unlock = main.getByRole('button', { name: 'Unlock' });
    this.held = main.getByRole('status').filter({ hasText: 'You have Plus' });
    this.noPayments = noPaymentsIn(main);
    this.offerUnavailable = main.getByRole('alert');
  }

  option(label: 'Monthly' | 'Yearly' | 'Support pack'): Locator {
    return this.page.getByRole('main').getByRole('radio', { name: label });
  }

  /** The whole choice of an option: its name, its price, what it gives. */
  choice(label: 'Monthly' | 'Yearly' | 'Support pack'): Locator {
    // `has` looks inside each label, so the radio is named without the main around it.
    const radio = this.page.getByRole('radio', { name: label });
    return this.page.getByRole('main').locator('label').filter({ has: radio });
  }

  get options(): Locator {
    return this.page.getByRole('main').getByRole('radio');
  }
}

/** The card of a server that takes no payments, which says how plus is had there. */
const noPaymentsIn = (main: Locator) => main.getByRole('region', { name: 'Plus on this server' });

/** /unlock: the step that opens the payment page, or says why it cannot. */
export class UnlockPage {
  readonly heading: Locator;
  readonly error: Locator;
  readonly tryAgain: Locator;
  readonly backToPlus: Locator;
  readonly noPayments: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Unlock Plus' });
    this.noPayments = noPaymentsIn(main);
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
