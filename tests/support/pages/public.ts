import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Locator, Page } from 'playwright-core';

/** /blog and /blog/:slug. */
export class BlogPages {
  readonly posts: Locator;
  readonly postTitles: Locator;
  readonly article: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.posts = main.getByRole('list', { name: 'Posts' });
    this.postTitles = this.posts.getByRole('heading', { level: 2 });
    this.article = main.getByRole('article');
    this.notFound = page.getByText('This page could not be found.');
  }

  heading(name: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { name });
  }
}

/** /ios: the TestFlight sign-up. */
export class IosSignUp {
  readonly email: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly answer: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.email = main.getByLabel('Email');
    this.submit = main.getByRole('button', { name: 'Sign up for TestFlight' });
    this.error = main.getByRole('alert');
    this.answer = main.getByRole('status');
  }

  async signUp(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}

/** /newsletter-unsubscribe/:token?. */
export class UnsubscribePage {
  readonly everyList: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly answer: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.everyList = main.getByLabel('Also remove me from every list');
    this.submit = main.getByRole('button', { name: 'Unsubscribe' });
    this.error = main.getByRole('alert');
    this.answer = main.getByRole('status');
  }
}

/** The Share section of an entry's page, as its author sees it. */
export class EntryShareSection {
  readonly section: Locator;
  readonly share: Locator;
  readonly newLink: Locator;
  readonly link: Locator;
  readonly embedCode: Locator;
  readonly copyLink: Locator;
  readonly copied: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Share' });
    this.share = this.section.getByRole('button', { name: 'Share', exact: true });
    this.newLink = this.section.getByRole('button', { name: 'New share link' });
    this.link = this.section.getByLabel('Share link', { exact: true });
    this.embedCode = this.section.getByLabel('Embed code', { exact: true });
    this.copyLink = this.section.getByRole('button', { name: 'Copy share link' });
    this.copied = this.section.getByRole('status').filter({ hasText: 'copied to clipboard' });
    this.error = this.section.getByRole('alert');
  }
}

/** One shared entry as /share and /embed show it. */
export class SharedEntryView {
  readonly entry: Locator;
  readonly notes: Locator;
  readonly photo: Locator;
  readonly viewOnRitual: Locator;

  constructor(root: Page | FrameLocator, author: string) {
    this.entry = root.getByRole('article', { name: `Entry by ${author}` });
    this.notes = this.entry.getByLabel('Notes');
    this.photo = this.entry.getByRole('img');
    this.viewOnRitual = root.getByRole('link', { name: 'View on Ritual' });
  }

  /** Whether the picture has loaded and has pixels (not a broken image). */
  photoShown(): Promise<boolean> {
    return this.photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  }
}

/**
 * Another web site: one page, on its own origin (another port), with the given HTML. It stays on
 * 127.0.0.1, the app's site: a frame on another site (e.g. `localhost`) is refused storage by this
 * Chromium, which the app's start does not survive yet (see the public helper's report).
 */
export async function otherSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
