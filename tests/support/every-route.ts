// Every route of docs/product.md §2, with the world that gives each one something to show: one
// person's public and private journals, entries, a share link, a friend who wrote to her. The
// route sweep (tests/e2e/every-route.spec.ts) checks them all; `npm run screenshots` draws them.
import type { Page } from 'playwright-core';
import type { ApiClient, Person } from './api-client.js';
import { animationsDone } from './app-pages.js';

export interface RouteWorld {
  owner: Person;
  friend: Person;
  journal: { id: string; slug: string };
  entryId: string;
  entryShareKey: string;
}

/** Seeds the world through the API: what a person who has used Ritual for a while has. */
export async function seedRouteWorld(api: ApiClient): Promise<RouteWorld> {
  const [owner, friend] = await Promise.all([api.register('maya'), api.register('sam')]);
  const journal = (await api.call('POST', '/journals', owner, {
    title: 'Morning Pages',
    description: 'Three pages, first thing, every day.',
    private: false,
  })) as { id: string; slug: string };
  const entry = (await api.call('POST', '/entries', owner, {
    journal_id: journal.id,
    notes: 'Wrote before the kettle boiled. The street was still asleep.',
  })) as { id: string };
  const { share_key: entryShareKey } = (await api.call(
    'POST',
    `/entries/${entry.id}/generate-share-key`,
    owner,
  )) as { share_key: string };
  await api.call('POST', `/journals/${journal.id}/log-add`, owner);
  await api.call('POST', '/chat-messages', friend, { value: 'Coffee later?', recipient: owner.id });
  return { owner, friend, journal, entryId: entry.id, entryShareKey };
}

/** Who a route is for: a visitor, someone signed in, or either (checked both ways). */
export type Audience = 'visitor' | 'signed in' | 'both';

export interface RouteCase {
  /** the route as docs/product.md §2 writes it */
  route: string;
  path: (world: RouteWorld) => string;
  audience: Audience;
}

const own = (world: RouteWorld) => `/${world.owner.username}`;
const journal = (world: RouteWorld) => `${own(world)}/${world.journal.slug}`;

/**
 * Each route once, with a path that shows it at work. Token routes are opened without their
 * token (they explain what the link is for): a made-up token would only show the refusal, and
 * the browser logs the API's 4xx as a console error, which the sweep forbids.
 */
export const EVERY_ROUTE: RouteCase[] = [
  { route: '/', path: () => '/', audience: 'visitor' },
  { route: '/about', path: () => '/about', audience: 'both' },
  { route: '/activity', path: () => '/activity', audience: 'both' },
  { route: '/blog', path: () => '/blog', audience: 'both' },
  { route: '/blog/:slug', path: () => '/blog/streaks', audience: 'visitor' },
  { route: '/create-journal', path: () => '/create-journal', audience: 'signed in' },
  { route: '/daily', path: () => '/daily', audience: 'signed in' },
  { route: '/examples', path: () => '/examples', audience: 'both' },
  { route: '/finder', path: () => '/finder', audience: 'signed in' },
  { route: '/home', path: () => '/home', audience: 'signed in' },
  { route: '/ios', path: () => '/ios', audience: 'both' },
  { route: '/join', path: () => '/join', audience: 'visitor' },
  { route: '/login', path: () => '/login', audience: 'visitor' },
  { route: '/messages', path: () => '/messages', audience: 'signed in' },
  {
    route: '/messages/:user',
    path: (w) => `/messages/${w.friend.username}`,
    audience: 'signed in',
  },
  { route: '/new', path: () => '/new', audience: 'signed in' },
  { route: '/password-reset/:token?', path: () => '/password-reset', audience: 'visitor' },
  { route: '/plus', path: () => '/plus', audience: 'signed in' },
  { route: '/push', path: () => '/push', audience: 'signed in' },
  { route: '/register', path: () => '/register', audience: 'visitor' },
  { route: '/settings', path: () => '/settings', audience: 'signed in' },
  { route: '/stats', path: () => '/stats', audience: 'signed in' },
  { route: '/stats/:journal', path: (w) => `/stats/${w.journal.slug}`, audience: 'signed in' },
  { route: '/thank-you', path: () => '/thank-you', audience: 'signed in' },
  { route: '/twitter-disabled', path: () => '/twitter-disabled', audience: 'both' },
  { route: '/unlock', path: () => '/unlock', audience: 'signed in' },
  { route: '/confirm-email/:token?', path: () => '/confirm-email', audience: 'both' },
  { route: '/cancel-email-change/:token?', path: () => '/cancel-email-change', audience: 'both' },
  { route: '/embed/:entry?', path: (w) => `/embed/${w.entryId}`, audience: 'visitor' },
  {
    route: '/newsletter-unsubscribe/:token?',
    path: () => '/newsletter-unsubscribe',
    audience: 'visitor',
  },
  { route: '/share/:key?', path: (w) => `/share/${w.entryShareKey}`, audience: 'visitor' },
  { route: '/:slug', path: own, audience: 'both' },
  { route: '/:slug/archive', path: (w) => `${own(w)}/archive`, audience: 'both' },
  { route: '/:slug/entry/:entry?', path: (w) => `${own(w)}/entry/${w.entryId}`, audience: 'both' },
  { route: '/:slug/stream/:entry?', path: (w) => `${own(w)}/stream`, audience: 'both' },
  { route: '/:slug/:journal', path: journal, audience: 'both' },
  { route: '/:slug/:journal/grid', path: (w) => `${journal(w)}/grid`, audience: 'both' },
  {
    route: '/:slug/:journal/settings',
    path: (w) => `${journal(w)}/settings`,
    audience: 'signed in',
  },
  { route: '/:slug/:journal/:entry', path: (w) => `${journal(w)}/${w.entryId}`, audience: 'both' },
  {
    route: '/:slug/:journal/:entry/:key',
    path: (w) => `${journal(w)}/${w.entryId}/${w.entryShareKey}`,
    audience: 'visitor',
  },
  { route: 'not found', path: () => '/no/such/page/here', audience: 'both' },
];

/**
 * Waits until the screen has what it shows: the app has drawn into the page, nothing is still
 * marked busy, and the fonts are in. (The embed layout has no <main>, so the root is enough.)
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
      document.querySelector('main, .embed-entry') !== null &&
      document.querySelector('[aria-busy="true"]') === null,
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
}
