import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { removeDataDir, startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { JoinForm } from '../support/pages/auth-forms.js';
import { LandingPage } from '../support/pages/landing-page.js';

const soon = { timeout: 10_000 };

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
});
afterEach(async () => {
  await context.close();
});

describe('the landing page at /', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('shows the name, the tagline and that the server answered, without errors', async () => {
    const page = await context.newPage();
    // A script or style the Content-Security-Policy blocks shows up here. The 401 that
    // GET /api/auth gives a visitor is expected, though Chromium logs it as an error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !text.includes('status of 401')) errors.push(text);
    });
    const landing = new LandingPage(page, server.url);
    const response = await landing.open('/');
    expect(response.status()).toBe(200);
    await landing.heading.waitFor();
    await landing.tagline.waitFor();
    await expect
      .poll(() => landing.serverStatus.textContent(), soon)
      .toBe('Connected to the server');
    expect(await landing.page.title()).toBe('Ritual');
    expect(errors).toEqual([]);
  });

  it('declares itself a mobile web app: black theme colour, no zoom, a description', async () => {
    const landing = new LandingPage(await context.newPage(), server.url);
    await landing.open('/');
    const meta = (name: string) =>
      landing.page.locator(`meta[name="${name}"]`).getAttribute('content');
    expect(await meta('theme-color')).toBe('#000000');
    expect(await meta('viewport')).toBe(
      'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no',
    );
    expect(await meta('mobile-web-app-capable')).toBe('yes');
    expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
    expect(await meta('description')).toBe('Tools to help you repeat things and store process.');
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('loads the same app from a deep link (history fallback)', async () => {
    const page = await context.newPage();
    const response = await page.goto(new URL('/join', server.url).href);
    expect(response?.status()).toBe(200);
    await new JoinForm(page).username.waitFor();
  });
});

describe('the connection line', () => {
  let server: BuiltServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('says Offline once the server is gone, and Connected again when it is back', async () => {
    server = await startBuiltServer();
    const { port, dataDir } = server;
    const page = await context.newPage();
    // A fake clock lets the test move past the 30 s re-check without waiting for it.
    await page.clock.install();
    const landing = new LandingPage(page, server.url);
    await landing.open('/');
    await expect
      .poll(() => landing.serverStatus.textContent(), soon)
      .toBe('Connected to the server');

    const exit = await server.stop();
    expect(exit.code).toBe(0);
    await landing.returnToWindow();
    await expect.poll(() => landing.serverStatus.textContent(), soon).toBe('Offline');

    server = await startBuiltServer({ port, dataDir });
    await page.clock.runFor(30_000);
    await expect
      .poll(() => landing.serverStatus.textContent(), soon)
      .toBe('Connected to the server');
  });
});
