import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export interface LaunchOptions {
  /**
   * Give pages a fake microphone (a steady beep) and grant it without asking, so recording can be
   * tested headless.
   */
  fakeMicrophone?: boolean;
}

export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One device: Chromium on a profile directory that outlives it, as a phone keeps its storage (and
 * its service worker, with its queue) when the app is closed. Launching it again on the same
 * directory is the user opening the app again.
 */
export function launchDevice(profileDir: string, width: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: BROWSER_FLAGS,
    viewport: { width, height: 800 },
    reducedMotion: 'reduce',
  });
}

/**
 * The system's Chromium, headless; the flags keep it from phoning home or needing a GPU. Its
 * contexts prefer reduced motion unless a test asks otherwise: the page fade then stays out of
 * every navigation's way (it has its own tests), which on two busy cores is minutes of CI.
 */
export async function launchBrowser({
  fakeMicrophone = false,
}: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...BROWSER_FLAGS,
      ...(fakeMicrophone
        ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
        : []),
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}
