import type { Locator, Page } from 'playwright-core';

const soon = { timeout: 15_000 };

/** What the app's confirm dialog asked: its title and its message. */
export interface Question {
  title: string;
  message: string;
}

/**
 * The app's own "are you sure" (src/components/ConfirmDialog.tsx), which replaced the browser's
 * confirm(): a dialog named by its question, with Cancel beside the button that goes ahead.
 */
export class ConfirmDialogModel {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    // The confirm opens over whatever else is open, so it is the last dialog offering Cancel.
    this.dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Cancel', exact: true }) })
      .last();
  }

  /** Waits for the question, presses `button` ('Delete comment', or 'Cancel') and returns it. */
  async answer(button: string): Promise<Question> {
    await this.dialog.waitFor(soon);
    const title = (await this.dialog.getByRole('heading').first().textContent()) ?? '';
    const message = await this.dialog.evaluate((element) => {
      const id = element.getAttribute('aria-describedby');
      return (id && document.getElementById(id)?.textContent) || '';
    });
    await this.dialog.getByRole('button', { name: button, exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden', ...soon });
    return { title, message };
  }
}
