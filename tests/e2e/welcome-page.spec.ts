import { describe, expect, it } from 'vitest';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { screenshot, WIDTHS } from '../support/app-pages.js';
import { JoinForm } from '../support/pages/auth-forms.js';
import { LandingPage } from '../support/pages/landing-page.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 10_000 };

const stage = useStage();

describe('the landing page at /', () => {
  for (const width of WIDTHS)
    it(`shows the product, the way in and the examples, without errors, at ${width} px`, async () => {
      const page = await stage.newPage(width);
      // A script or style the Content-Security-Policy blocks shows up here, and so would a
      // refused request (Chromium logs a 401 as an error).
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const failed: string[] = [];
      page.on('response', (answer) => {
        if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
      });
      const landing = new LandingPage(page, stage.server.url);
      const response = await landing.open('/');
      expect(response.status()).toBe(200);
      await landing.heading.waitFor();
      await landing.tagline.waitFor();
      await landing.picture.waitFor();
      expect(await landing.tiles.allTextContents()).toEqual([
        'Works offline',
        'Daily log and streaks',
        'Share and collaborate',
      ]);
      // The examples the server made at its first start, live.
      await expect
        .poll(() => landing.examples.allTextContents(), soon)
        .toEqual(['Daily Sketch', 'Piano Practice', 'Running Log', 'Photo a Day']);
      // No line about the server: a visitor has no use for it.
      expect(await page.getByText('Connected to the server').count()).toBe(0);
      expect(await landing.page.title()).toBe('Ritual');
      await expectAccessible(page, `/ at ${width} px`);
      await expectTouchTargets(page, `/ at ${width} px`, 'main');
      await screenshot(page, 'landing', width);

      await landing.start.click();
      await new JoinForm(page).username.waitFor(soon);
      // A visitor's pages ask nothing that is bound to be refused (a session, a sync).
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    });

  it('declares itself a mobile web app: a bar colour per theme, zoom allowed, a description, robots.txt', async () => {
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
    // Crawlers may read the public pages, not the API or a person's own screens.
    const robots = await fetch(`${stage.server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const rules = await robots.text();
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /api/');
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
