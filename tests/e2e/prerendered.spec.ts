import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { PASSWORD } from '../support/api-client.js';
import { pathOf, screenshot } from '../support/app-pages.js';
import { layoutShift } from '../support/layout-shift.js';
import { photoPng, toneWav } from '../support/media-files.js';
import { LoginForm } from '../support/pages/auth-forms.js';
import { useStage } from '../support/stage.js';

// The public pages arrive as HTML with their content (docs/architecture.md, "Prerendered public
// pages"): they must read without the app's code, and the app must take them over in place.
const soon = { timeout: 15_000 };
const stage = useStage({ serviceWorker: true });
let author: Person;
let journalPath: string;
let privatePath: string;
let scales: { id: string; created_at: string };
let tune: { id: string };
beforeAll(async () => {
  author = await stage.api.register('prerender');
  const journal = (await stage.api.call('POST', '/journals', author, {
    title: 'Morning scales',
    description: 'Twenty minutes before breakfast.',
    private: false,
  })) as { id: string; slug: string };
  journalPath = `/${author.username}/${journal.slug}`;
  await stage.api.postFileEntry(
    author,
    { journal_id: journal.id, notes: 'The practice room.' },
    { bytes: await photoPng(1200, 800), type: 'image/png', name: 'room.png' },
  );
  tune = await stage.api.postFileEntry(
    author,
    { journal_id: journal.id, notes: 'Humming the scale.', pcm: JSON.stringify([0, 0.4, -0.4, 0]) },
    { bytes: toneWav({ seconds: 2 }), type: 'audio/wav', name: 'hum.wav' },
  );
  scales = (await stage.api.call('POST', '/entries', author, {
    journal_id: journal.id,
    notes: 'Scales in C, slower than yesterday.',
  })) as typeof scales;
  const hidden = (await stage.api.call('POST', '/journals', author, {
    title: 'Night thoughts',
    private: true,
  })) as { id: string; slug: string };
  await stage.api.call('POST', '/entries', author, {
    journal_id: hidden.id,
    notes: 'Nobody else reads this.',
  });
  privatePath = `/${author.username}/${hidden.slug}`;
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

// A public journal and an embedded entry are drawn by the server with their data
// (docs/architecture.md, "Pages drawn by the server").
describe('a journal drawn by the server', () => {
  it('reads with its entries and an embed with its entry, JavaScript off; a private one never', async () => {
    const page = await stage.newPage(375, { javaScriptEnabled: false });
    await stage.open(page, journalPath);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Morning scales');
    await page.getByText('Scales in C, slower than yesterday.').waitFor({ timeout: 1_000 });
    await page.getByRole('img', { name: 'The practice room.' }).waitFor({ timeout: 1_000 });
    expect(await page.title()).toBe('Morning scales · Ritual');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Twenty minutes before breakfast.',
    );
    await screenshot(page, 'drawn-journal-no-js', 375);
    await stage.open(page, `/embed/${scales.id}`);
    await page.getByText('Scales in C, slower than yesterday.').waitFor({ timeout: 1_000 });
    await stage.open(page, privatePath);
    expect(await page.content()).not.toContain('Nobody else reads this.');
    expect(await page.content()).not.toContain('Night thoughts');
  });

  it('is taken over in place by a visitor in another zone: no complaint, no second read, no shift, their own times, and kept on the device', async () => {
    const timezoneId = 'Pacific/Kiritimati';
    const page = await stage.newPage(375, { timezoneId });
    const heard = complaints(page);
    // The server's pages of people and journals cannot be reached: what shows came with the page.
    const reads: string[] = [];
    await page.route(/\/api\/users\//, (route) => {
      reads.push(route.request().url());
      return route.abort();
    });
    await stage.open(page, journalPath);
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', ...soon });
    const card = page.locator(`#entry-${scales.id}`);
    // Drawn in UTC by the server, said in the visitor's zone once the app runs.
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezoneId,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(scales.created_at));
    await expect.poll(() => card.locator('time').textContent(), soon).toContain(time);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    // What the server read came with the page: the app does not read it again.
    expect(reads).toEqual([]);
    expect(heard).toEqual([]);
    // It was kept on the device: the journal's grid, another screen, shows it from there.
    await page.getByRole('link', { name: 'Grid' }).click();
    await expect.poll(() => pathOf(page), soon).toBe(`${journalPath}/grid`);
    await page.getByRole('link', { name: /^Photo, .*: The practice room\.$/ }).waitFor(soon);
  });

  it('presses a button pressed before the app took over, once the app runs', async () => {
    const page = await stage.newPage(375);
    const heard = complaints(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/JournalPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL(journalPath, stage.server.url).href, { waitUntil: 'commit' });
    const card = page.locator(`#entry-${tune.id}`);
    // Drawn by the server, before the app's code for it has arrived: Play does nothing yet.
    await card.getByRole('button', { name: 'Play' }).click();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    release();
    await card.getByRole('button', { name: 'Pause' }).waitFor(soon);
    expect(heard).toEqual([]);
  });
});
