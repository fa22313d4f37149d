import type { Locator, Page } from 'playwright-core';

/** The installed-app side of the page (issue 7): the update prompt and the service worker. */
export class PwaModel {
  readonly updatePrompt: Locator;
  readonly reload: Locator;

  constructor(readonly page: Page) {
    this.updatePrompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    this.reload = this.updatePrompt.getByRole('button', { name: 'Reload' });
  }

  /** Resolves once a service worker controls the page (what makes an offline reload work). */
  async controlled(timeout = 20_000): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout,
    });
  }

  /**
   * Chromium's own verdict on whether the app can be installed: the reasons it cannot. A test
   * context is always incognito, which Chromium reports too ('in-incognito'); that one says
   * nothing about the app and is left out.
   */
  async installabilityErrors(): Promise<string[]> {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito');
    } finally {
      await cdp.detach();
    }
  }

  /** What the browser gets for one of the app's files: status and the headers that matter here. */
  fileHeaders(path: string) {
    return this.page.evaluate(async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cacheControl: response.headers.get('cache-control'),
      };
    }, path);
  }

  /** The app coming back to the front, as when the user switches to it: it looks for updates. */
  async refocus(): Promise<void> {
    await this.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }
}
