import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { PASSWORD } from '../support/api-client.js';
import { pathOf, screenshot } from '../support/app-pages.js';
import { LoginForm } from '../support/pages/auth-forms.js';
import { useStage } from '../support/stage.js';

// The public pages arrive as HTML with their content (docs/architecture.md, "Prerendered public
// pages"): they must read without the app's code, and the app must take them over in place.
const soon = { timeout: 15_000 };
const stage = useStage({ serviceWorker: true });
let author: Person;
let journalPath: string;
beforeAll(async () => {
  author = await stage.api.register('prerender');
  const journal = (await stage.api.call('POST', '/journals', author, {
    title: 'Morning scales',
  })) as { slug: string };
  journalPath = `/${author.username}/${journal.slug}`;
});

/** Console errors and React's warnings (a hydration mismatch is one) the page printed. */
function complaints(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') heard.push(message.text());
  });
  page.on('pageerror', (error) => heard.push(error.message));
  return heard;
}

/**
 * Opens /login with the login screen's code held back until `release`, and types the author's
 * name and password into the page as it arrived, before the app could take it over.
 */
async function typedBeforeTakeover(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Login-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(new URL('/login', stage.server.url).href, { waitUntil: 'commit' });
  const form = new LoginForm(page);
  await form.login.fill(author.username);
  await form.password.fill(PASSWORD);
  return { form, release };
}

describe('with JavaScript off', () => {
  it.each([
    ['/', 'Ritual', 'Tools to help you repeat things and store process.'],
    ['/login', 'Login', 'Username or email'],
    ['/about', 'About Ritual', 'Offline first'],
  ])('%s shows its heading and its content', async (path, heading, text) => {
    const page = await stage.newPage(375, { javaScriptEnabled: false });
    await stage.open(page, path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await page.getByText(text).first().waitFor({ timeout: 1_000 });
    // The page's own name and description, for the tab and for search results.
    expect(await page.title()).toBe(
      heading === 'Ritual' ? 'Ritual' : `${heading.replace(' Ritual', '')} · Ritual`,
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    if (path === '/login') await screenshot(page, 'prerendered-login-no-js', 375);
  });
});

describe('with JavaScript on', () => {
  it('takes the prerendered page over without a complaint, and makes no call bound to fail', async () => {
    const page = await stage.newPage(1280);
    const heard = complaints(page);
    const failed: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
    });
    for (const path of ['/', '/about', '/login']) {
      await stage.open(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor(soon);
      // The app's links work as the app's: the router moves without a new document.
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('main').getByRole('link', { name: 'Join' }).click();
    await expect.poll(() => pathOf(page), soon).toBe('/join');
    expect(heard).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('signs in from the prerendered login, even typed into before the app took over', async () => {
    const page = await stage.newPage(375);
    const heard = complaints(page);
    const { form, release } = await typedBeforeTakeover(page);
    release();
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', ...soon });
    await form.submit.click();
    await expect.poll(() => pathOf(page), soon).not.toBe('/login');
    expect(heard).toEqual([]);
  });

  it('holds a login sent before the app took over, and sends it once the app runs', async () => {
    const page = await stage.newPage(1280);
    const heard = complaints(page);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
    });
    const { form, release } = await typedBeforeTakeover(page);
    await form.password.press('Enter');
    // Held: the browser sent nothing of its own, and the page is still the login.
    expect(posted).toEqual([]);
    expect(pathOf(page)).toBe('/login');
    release();
    await expect.poll(() => pathOf(page), soon).not.toBe('/login');
    expect(posted).not.toContain('/login');
    expect(heard).toEqual([]);
  });

  it('sends a signed-in person from / to their home', async () => {
    const { page } = await stage.signedInPage(375);
    await stage.open(page, '/');
    await expect.poll(() => pathOf(page), soon).toBe('/home');
  });
});

it('shows a public journal, drawn by the app, to a visitor without a complaint', async () => {
  const page = await stage.newPage(375);
  const heard = complaints(page);
  await stage.open(page, journalPath);
  await page.getByRole('heading', { name: 'Morning scales' }).waitFor(soon);
  expect(heard).toEqual([]);
});
