import { describe, expect, it } from 'vitest';
import { JoinForm } from '../support/pages/auth-forms.js';
import { LandingPage } from '../support/pages/landing-page.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 10_000 };

// A server per test: the connection line's test stops its own and brings it back.
const stage = useStage({ server: 'each test' });

describe('the landing page at /', () => {
  it('shows the name, the tagline and that the server answered, without errors', async () => {
    const page = await stage.newPage(1280);
    // A script or style the Content-Security-Policy blocks shows up here. The 401 that
    // GET /api/auth gives a visitor is expected, though Chromium logs it as an error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !text.includes('status of 401')) errors.push(text);
    });
    const landing = new LandingPage(page, stage.server.url);
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

  it('declares itself a mobile web app: a bar colour per theme, zoom allowed, a description', async () => {
    const landing = new LandingPage(await stage.newPage(1280), stage.server.url);
    await landing.open('/');
    const meta = (name: string) =>
      landing.page.locator(`meta[name="${name}"]`).getAttribute('content');
    // The browser's bar takes the page's surface in each theme: the product's black, and paper.
    const barColour = (scheme: string) =>
      landing.page
        .locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)
        .getAttribute('content');
    expect(await barColour('dark')).toBe('#000000');
    expect(await barColour('light')).toBe('#faf8f5');
    // Zoom stays allowed (WCAG 1.4.4): no maximum-scale, no user-scalable=no.
    expect(await meta('viewport')).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
    expect(await meta('mobile-web-app-capable')).toBe('yes');
    expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
    expect(await meta('description')).toBe('Tools to help you repeat things and store process.');
    const favicon = await fetch(`${stage.server.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('loads the same app from a deep link (history fallback)', async () => {
    const page = await stage.newPage(1280);
    const response = await page.goto(new URL('/join', stage.server.url).href);
    expect(response?.status()).toBe(200);
    await new JoinForm(page).username.waitFor();
  });
});

describe('the connection line', () => {
  it('says Offline once the server is gone, and Connected again when it is back', async () => {
    const page = await stage.newPage(1280);
    // A fake clock lets the test move past the 30 s re-check without waiting for it.
    await page.clock.install();
    const landing = new LandingPage(page, stage.server.url);
    await landing.open('/');
    await expect
      .poll(() => landing.serverStatus.textContent(), soon)
      .toBe('Connected to the server');

    const exit = await stage.server.stop();
    expect(exit.code).toBe(0);
    await landing.returnToWindow();
    await expect.poll(() => landing.serverStatus.textContent(), soon).toBe('Offline');

    await stage.startAgain();
    await page.clock.runFor(30_000);
    await expect
      .poll(() => landing.serverStatus.textContent(), soon)
      .toBe('Connected to the server');
  });
});
