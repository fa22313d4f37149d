import { chromium, type Browser } from 'playwright-core';

/** The system's Chromium, headless; the flags keep it from phoning home or needing a GPU. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
