import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import {
  BlogPages,
  EntryShareSection,
  IosSignUp,
  otherSite,
  SharedEntryView,
  UnsubscribePage,
} from '../support/pages/public.js';
import { useStage } from '../support/stage.js';
import { EntryViewPage } from '../support/pages/journal-pages.js';

const soon = { timeout: 15_000 };
const TESTFLIGHT_SIGNED_UP =
  'Thank you! We will mail you an invitation to the Ritual iOS beta on TestFlight.';
const UNSUBSCRIBED_EVERYWHERE =
  'You will no longer receive the Ritual newsletter, and your address has left every Ritual mailing list.';
const LINK_INVALID = 'This link is invalid or has expired.';

const stage = useStage();
let api: ApiClient;
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e07020' } })
    .png()
    .toBuffer();
  api = stage.api;
});

const shoot = (page: Page, name: string, width: number) =>
  screenshot(page, `public-${name}`, width);

/** The newsletter unsubscribe link at the foot of the mail the server wrote on joining. */
async function unsubscribeLink(address: string): Promise<string> {
  const outbox = join(stage.server.dataDir, 'outbox');
  let path: string | undefined;
  await expect
    .poll(async () => {
      for (const file of await readdir(outbox).catch(() => [] as string[])) {
        const text = (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
        if (!new RegExp(`^To: ${address}$`, 'mi').test(text)) continue;
        path = /\/newsletter-unsubscribe\/[A-Za-z0-9_-]+/.exec(text)?.[0];
        if (path) return path;
      }
      return undefined;
    }, soon)
    .toBeDefined();
  return path!;
}

/** A private journal with a private photo entry, made through the API as its author would. */
async function privatePhotoEntry(author: Person, notes: string) {
  const journal = (await api.call('POST', '/journals', author, {
    title: 'Sketchbook',
    private: true,
  })) as { id: string; slug: string };
  const form = new FormData();
  form.set('journal_id', journal.id);
  form.set('notes', notes);
  form.set('private', 'true');
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'sketch.png');
  const response = await fetch(`${stage.server.url}/api/entries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${author.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const entry = (await response.json()) as { id: string };
  return { id: entry.id, path: `/${author.username}/${journal.slug}/${entry.id}` };
}

describe.each(BEHAVIOUR_WIDTHS)('the public pages at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  it('lets a visitor read about Ritual, the blog list and a post', async () => {
    await stage.open(page, '/about');
    await page.getByRole('heading', { name: 'About Ritual' }).waitFor(soon);
    await page.getByText('Tools to help you repeat things and store process.').waitFor();
    await shoot(page, 'about', width);

    await page.getByRole('main').getByRole('link', { name: 'Read the blog' }).click();
    const blog = new BlogPages(page);
    await blog.postTitles.first().waitFor(soon);
    // Newest first.
    expect(await blog.postTitles.allTextContents()).toEqual([
      'Your journal, your data',
      'Streaks, gently',
      'Journaling that works without a connection',
    ]);
    await shoot(page, 'blog', width);

    await blog.posts.getByRole('link', { name: 'Streaks, gently' }).click();
    await expect.poll(() => pathOf(page), soon).toBe('/blog/streaks');
    // The Markdown is rendered: its sections are headings, its bold text is bold.
    await blog.heading('How a streak is counted').waitFor(soon);
    expect(await blog.article.locator('strong').first().textContent()).toBe('daily log');
    await shoot(page, 'blog-post', width);

    await stage.open(page, '/blog/no-such-post');
    await blog.notFound.waitFor(soon);
  });

  it('lists the feature videos on the blog, each leading to a real page', async () => {
    await stage.open(page, '/blog');
    const videos = page.getByRole('list', { name: 'Feature videos' }).getByRole('link');
    await videos.first().waitFor(soon);
    const targets = await videos.evaluateAll((links) =>
      links.map((link) => ({
        title: link.textContent ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    );
    expect(targets.length).toBeGreaterThanOrEqual(3);
    await shoot(page, 'blog-videos', width);
    for (const { title, href } of targets) {
      await stage.open(page, href);
      // Each opens a page of its own, never the not-found one.
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor(soon);
      expect(
        await page.getByText('This page could not be found.').count(),
        `${title} → ${href}`,
      ).toBe(0);
    }
  });

  it('signs an address up for TestFlight and refuses one that is not an address', async () => {
    await stage.open(page, '/ios');
    const ios = new IosSignUp(page);
    await ios.signUp('not an address');
    await ios.error.filter({ hasText: 'Please enter a valid email address.' }).waitFor(soon);
    await ios.signUp(`beta${width}@example.com`);
    await ios.answer.filter({ hasText: TESTFLIGHT_SIGNED_UP }).waitFor(soon);
    expect(await ios.error.count()).toBe(0);
    await shoot(page, 'ios', width);

    await stage.open(page, '/twitter-disabled');
    await page.getByText('The Twitter integration is disabled').waitFor(soon);
    await shoot(page, 'twitter-disabled', width);
  });

  it('unsubscribes through the mailed link, and says plainly when a link is bad', async () => {
    const reader = await api.register(`news${width}`);
    // A new account has no newsletter until it asks for one.
    await api.call('POST', '/users', reader, { newsletter: true });
    const link = await unsubscribeLink(`${reader.username}@example.com`);
    await stage.open(page, link);
    const unsubscribe = new UnsubscribePage(page);
    await unsubscribe.everyList.check(soon);
    await shoot(page, 'unsubscribe', width);
    await unsubscribe.submit.click();
    await unsubscribe.answer.filter({ hasText: UNSUBSCRIBED_EVERYWHERE }).waitFor(soon);
    const { user } = (await api.call('GET', '/auth', reader)) as { user: { newsletter: boolean } };
    expect(user.newsletter).toBe(false);
    await shoot(page, 'unsubscribed', width);

    await stage.open(page, '/newsletter-unsubscribe/not-a-real-token-at-all');
    await unsubscribe.submit.click(soon);
    await unsubscribe.error.filter({ hasText: LINK_INVALID }).waitFor(soon);
    await stage.open(page, '/newsletter-unsubscribe');
    await unsubscribe.error.filter({ hasText: 'This link has no unsubscribe code.' }).waitFor(soon);
  });

  it('shares a private entry: a visitor opens the link, another site embeds it, not Home', async () => {
    const author = await api.register(`share${width}`);
    const notes = `First sketch of the harbour at ${width}`;
    const entry = await privatePhotoEntry(author, notes);

    // The author signs in and shares the entry from its page.
    await stage.signIn(page, author);
    await stage.open(page, entry.path);
    const share = new EntryShareSection(page);
    await new EntryViewPage(page).choose('Share');
    await share.share.click(soon);
    await share.link.waitFor(soon);
    const link = await share.link.inputValue();
    // The entry's own address followed by its key (docs/product.md §2's /:slug/:journal/:entry/:key).
    expect(link).toMatch(new RegExp(`^${stage.server.url}${entry.path}/[A-Za-z0-9_-]{20,}$`));
    const key = link.split('/').pop()!;
    expect(await share.embedCode.inputValue()).toContain(
      `src="${stage.server.url}/embed/${entry.id}?key=${key}"`,
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stage.server.url,
    });
    await share.copyLink.click();
    await share.copied.waitFor(soon);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await shoot(page, 'entry-share', width);
    // Offline, a new link cannot be made, and the page says why.
    await page.context().setOffline(true);
    await share.newLink.click();
    await share.error.filter({ hasText: 'Sharing needs a connection' }).waitFor(soon);
    await page.context().setOffline(false);

    // A visitor (no account) opens the link and sees the private entry with its photo.
    const visitor = await stage.newPage(width);
    await stage.open(visitor, new URL(link).pathname);
    const shared = new SharedEntryView(visitor, author.username);
    await shared.notes.filter({ hasText: notes }).waitFor(soon);
    await expect.poll(() => shared.photoShown(), soon).toBe(true);
    await shoot(visitor, 'share', width);

    // Another site frames the entry's embed page, and tries to frame Home too.
    const site = await otherSite(
      `<!doctype html><title>A blog</title><h1>My blog</h1>
        <iframe id="embed" title="Embedded entry" width="600" height="480"
          src="${stage.server.url}/embed/${entry.id}?key=${key}"></iframe>
        <iframe id="home" title="Home" width="600" height="200" src="${stage.server.url}/home"></iframe>`,
    );
    try {
      const refused = visitor.waitForEvent('console', {
        predicate: (message) =>
          /Framing '.*' violates .*frame-ancestors 'none'.*blocked/s.test(message.text()),
        ...soon,
      });
      await visitor.goto(site.url);
      const embedded = new SharedEntryView(visitor.frameLocator('#embed'), author.username);
      await embedded.notes.filter({ hasText: notes }).waitFor(soon);
      await expect.poll(() => embedded.photoShown(), soon).toBe(true);
      expect(await embedded.viewOnRitual.getAttribute('href')).toBe(`/share/${key}`);
      expect(await embedded.viewOnRitual.getAttribute('target')).toBe('_blank');
      await refused;
      // The refused frame shows the browser's error page instead of Ritual.
      await expect
        .poll(() => visitor.frames().map((frame) => frame.url()), soon)
        .toContain('chrome-error://chromewebdata/');
      await shoot(visitor, 'embed', width);
    } finally {
      await site.close();
    }
  });
});
