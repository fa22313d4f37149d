// The benchmark pages (bench/browser, built like the app into dist/bench), served on loopback and
// opened in real Chromium, for the benchmarks that measure the page's own code there.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.js';
import { serveDirectory } from './static-server.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Builds the pages, runs `work` with their address and a browser, and closes both after. */
export async function onBenchPages<T>(work: (url: string, browser: Browser) => Promise<T>) {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/browser/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  const { url, server } = await serveDirectory(`${root}dist/bench`);
  const browser = await launchBrowser();
  try {
    return await work(url, browser);
  } finally {
    await browser.close();
    server.close();
  }
}
