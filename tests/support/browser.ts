import { chromium, type Browser } from 'playwright-core';

export interface LaunchOptions {
  /**
   * Give pages a fake microphone (a steady beep) and grant it without asking, so recording can be
   * tested headless.
   */
  fakeMicrophone?: boolean;
}

/** The system's Chromium, headless; the flags keep it from phoning home or needing a GPU. */
export function launchBrowser({ fakeMicrophone = false }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(fakeMicrophone
        ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
        : []),
    ],
  });
}
