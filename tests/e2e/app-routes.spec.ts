import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, newPerson, pathOf, screenshot } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { JoinForm, LoginForm } from '../support/pages/auth-forms.js';
import { LandingPage } from '../support/pages/landing-page.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 10_000 };

const stage = useStage();

describe.each(BEHAVIOUR_WIDTHS)('the app at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  it('says a path that matches no page could not be found, with ways on', async () => {
    const ways = page.getByRole('navigation', { name: 'Ways on' });
    for (const path of ['/no/such/page/in/ritual', '/-not-a-username']) {
      await stage.open(page, path);
      await page.getByText('This page could not be found.').waitFor(soon);
      await ways.getByRole('link', { name: 'Example journals' }).waitFor(soon);
    }
    await screenshot(page, 'not-found', width);
    // A name no one has is the same page, saying so, not the API's sentence.
    await stage.open(page, '/nosuchpersonhere');
    await page.getByText('No one is called nosuchpersonhere on Ritual.').waitFor(soon);
    expect(await page.title()).toBe('Page not found · Ritual');
    await ways.getByRole('link', { name: 'Ritual’s front page' }).click();
    await expect.poll(() => pathOf(page), soon).toBe('/');
  });

  it('shows a failing server’s error ID on the error page, to copy and share', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // The server fails reading the profile, as a 5xx does: with the reference in its log.
    await page.route('**/api/users/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'boom', ref: 'e2e-ref-5xx' }),
      }),
    );
    await stage.open(page, '/someonereal');
    await page.getByText('Share the following error ID with us').waitFor(soon);
    await page.getByRole('button', { name: 'e2e-ref-5xx' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Error ID copied to clipboard.' })
      .waitFor(soon);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('e2e-ref-5xx');
    await screenshot(page, 'error-5xx', width);
  });

  it('opens a private journal for a visitor by its share link (?key), and not without it', async () => {
    const owner = await stage.register('keeper');
    const journal = (await stage.api.call('POST', '/journals', owner, {
      title: 'Letters home',
      private: true,
    })) as { id: string; slug: string };
    await stage.api.call('POST', '/entries', owner, {
      journal_id: journal.id,
      notes: 'Dear all, the weather turned.',
    });
    const { share_key: key } = (await stage.api.call(
      'POST',
      `/journals/${journal.id}/generate-share-key`,
      owner,
    )) as { share_key: string };
    const address = `/${owner.username}/${journal.slug}`;

    await stage.open(page, `${address}?key=${key}`);
    await page.getByRole('heading', { name: 'Letters home', level: 1 }).waitFor(soon);
    await page.getByText('Dear all, the weather turned.').waitFor(soon);
    await screenshot(page, 'journal-by-key', width);

    // Without the key it is not there, as for anyone else.
    const stranger = await stage.newPage(width);
    await stage.open(stranger, address);
    await stranger.getByRole('navigation', { name: 'Ways on' }).waitFor(soon);
    expect(await stranger.getByText('Dear all, the weather turned.').count()).toBe(0);
  });

  it('opens a private entry for a visitor at its own address followed by its key', async () => {
    const owner = await stage.register('diarist');
    const journal = (await stage.api.call('POST', '/journals', owner, {
      title: 'Night notes',
      private: true,
    })) as { id: string; slug: string };
    const entry = (await stage.api.call('POST', '/entries', owner, {
      journal_id: journal.id,
      notes: 'The owl came back at two.',
    })) as { id: string };
    const { share_key: key } = (await stage.api.call(
      'POST',
      `/entries/${entry.id}/generate-share-key`,
      owner,
    )) as { share_key: string };
    const address = `/${owner.username}/${journal.slug}/${entry.id}`;

    await stage.open(page, `${address}/${key}`);
    await page.getByRole('heading', { name: 'Shared entry', level: 1 }).waitFor(soon);
    await page.getByText('The owl came back at two.').waitFor(soon);
    expect(await page.title()).toBe(`Entry by ${owner.username} · Ritual`);
    await screenshot(page, 'entry-by-key', width);

    // A wrong key opens nothing, and says so.
    await stage.open(page, `${address}/not-the-key`);
    await page.getByText('This link does not open this entry any more').waitFor(soon);
    expect(await page.getByText('The owl came back at two.').count()).toBe(0);
  });

  it('sends a visitor who opens /home to the landing page', async () => {
    await stage.open(page, '/home');
    await expect.poll(() => pathOf(page), soon).toBe('/');
    await new LandingPage(page, stage.server.url).tagline.waitFor();
  });

  it('joins, stays signed in across a reload, logs out to /login and logs in again', async () => {
    const person = await stage.join(page, 'r');
    await screenshot(page, 'home-after-join', width);

    await page.reload();
    await new AppBar(page).logout.waitFor(soon);
    expect(pathOf(page)).toBe('/home');

    await new AppBar(page).logout.click();
    await expect.poll(() => pathOf(page), soon).toBe('/login');
    // Signed out for real: the guard now turns /home away.
    await stage.open(page, '/home');
    await expect.poll(() => pathOf(page), soon).toBe('/');

    await stage.open(page, '/login');
    await screenshot(page, 'login', width);
    await new LoginForm(page).signIn(person.username, person.password);
    await expect.poll(() => pathOf(page), soon).toBe('/home');
  });

  it('sends a signed-in user who opens /login or / on to their profile or home', async () => {
    const person = newPerson('r');
    await stage.open(page, '/register');
    await new JoinForm(page).join(person);
    await expect.poll(() => pathOf(page), soon).toBe('/home');

    await stage.open(page, '/login');
    await expect.poll(() => pathOf(page), soon).toBe(`/${person.username}`);
    await stage.open(page, '/');
    await expect.poll(() => pathOf(page), soon).toBe('/home');
  });

  it('shows the server’s refusal of a wrong password', async () => {
    await stage.open(page, '/login');
    const form = new LoginForm(page);
    await form.signIn('nobody-here', 'a wrong passphrase');
    await form.error.waitFor(soon);
    expect(await form.error.textContent()).toBe('Wrong username/email or password.');
    expect(pathOf(page)).toBe('/login');
    await screenshot(page, 'login-refused', width);
  });
});
