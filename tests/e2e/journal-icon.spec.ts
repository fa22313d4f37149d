import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, screenshot } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { createJournal, JournalPageModel } from '../support/pages/journaling.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 20_000 };

const square = (background: string) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

const stage = useStage();
let orange: Buffer;
let blue: Buffer;
beforeAll(async () => {
  [orange, blue] = await Promise.all([square('#e07020'), square('#2050d0')]);
});

/** Where an icon's picture comes from, once it has loaded: this device, the server, or none. */
async function iconSource(icon: Locator): Promise<'device' | 'server' | 'none'> {
  const img = icon.locator('img');
  if ((await img.count()) === 0) return 'none';
  return img.evaluate((element: HTMLImageElement) => {
    // Still loading, or still fading in, it is not there for the eye yet.
    const fading = element.getAnimations().some((one) => one.playState !== 'finished');
    if (!element.complete || element.naturalWidth === 0 || fading) return 'none';
    return element.currentSrc.startsWith('blob:') ? 'device' : 'server';
  });
}

/** The journal's icon as the server holds it: its address, format, size and main colour. */
async function serverIcon(person: { username: string; password: string }, slug: string) {
  const api = stage.api;
  const who = await api.login(person.username, person.password);
  const journal = (await api.call('GET', `/users/${person.username}/journals/${slug}`, who)) as {
    icon: string | null;
  };
  if (!journal.icon) return null;
  const response = await fetch(new URL(journal.icon, stage.server.url), {
    headers: { authorization: `Bearer ${who.token}` },
  });
  const picture = Buffer.from(await response.arrayBuffer());
  const { width, height } = await sharp(picture).metadata();
  const [red, , blueChannel] = (await sharp(picture).stats()).channels.map((c) => c.mean);
  return {
    url: journal.icon,
    type: response.headers.get('content-type'),
    size: `${width}x${height}`,
    colour: red! > blueChannel! ? 'orange' : 'blue',
  };
}

/** The icons a user sees: settings' preview, the journal page's header band, Today's journals. */
class Icons {
  readonly settings: Locator;
  readonly header: Locator;
  readonly picker: Locator;
  readonly waiting: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.settings = main.getByRole('img', { name: /^Icon of / });
    this.header = main.locator('header .journal-icon');
    this.picker = main.getByLabel('Journal icon', { exact: true });
    this.waiting = main.getByRole('status').filter({ hasText: 'Waiting to upload' });
  }

  inHomeList(title: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Your journals' })
      .getByRole('link', { name: title })
      .locator('.journal-icon');
  }
}

describe.each(BEHAVIOUR_WIDTHS)('the journal icon at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  it('shows a picked icon in settings, on the journal page and Home, online and offline', async () => {
    const person = await stage.join(page, 'icon');
    const path = await createJournal(page, 'Garden');
    const slug = path.split('/').pop()!;
    const icons = new Icons(page);

    // No icon yet: the title's letter in a circle.
    await icons.header.filter({ hasText: 'G' }).waitFor(soon);
    expect(await iconSource(icons.header)).toBe('none');

    await stage.open(page, `${path}/settings`);
    await icons.picker.waitFor({ state: 'attached', ...soon });
    await icons.picker.setInputFiles({ name: 'sun.png', mimeType: 'image/png', buffer: orange });
    await expect.poll(() => iconSource(icons.settings), soon).not.toBe('none');

    // The server has it: a 512×512 webp of the orange picture, which the pages then show.
    await expect
      .poll(() => serverIcon(person, slug), soon)
      .toMatchObject({
        type: 'image/webp',
        size: '512x512',
        colour: 'orange',
      });
    const first = (await serverIcon(person, slug))!.url;
    await expect.poll(() => iconSource(icons.settings), soon).toBe('server');
    await screenshot(page, 'journal-icon-settings', width);
    await stage.open(page, path);
    await expect.poll(() => iconSource(icons.header), soon).toBe('server');
    await screenshot(page, 'journal-icon-page', width);
    await stage.open(page, '/home');
    await expect.poll(() => iconSource(icons.inHomeList('Garden')), soon).toBe('server');
    await screenshot(page, 'journal-icon-home', width);

    // Offline: every screen this visit needs is loaded first, then the network goes.
    await page.getByRole('navigation', { name: 'Your journals' }).getByRole('link').click();
    await new JournalPageModel(page).settings.click();
    await icons.picker.waitFor({ state: 'attached', ...soon });
    await page.context().setOffline(true);
    await icons.picker.setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: blue });
    await expect.poll(() => iconSource(icons.settings), soon).toBe('device');
    await icons.waiting.waitFor(soon);
    await screenshot(page, 'journal-icon-offline-settings', width);

    await new AppBar(page).home.click();
    await expect.poll(() => iconSource(icons.inHomeList('Garden')), soon).toBe('device');
    await page.getByRole('navigation', { name: 'Your journals' }).getByRole('link').click();
    await expect.poll(() => iconSource(icons.header), soon).toBe('device');
    await screenshot(page, 'journal-icon-offline-page', width);
    expect((await serverIcon(person, slug))!.colour).toBe('orange');

    // Back online, the waiting picture goes up and the page shows the server's copy of it.
    await page.context().setOffline(false);
    await expect.poll(() => iconSource(icons.header), soon).toBe('server');
    const second = await serverIcon(person, slug);
    expect(second).toMatchObject({ type: 'image/webp', size: '512x512', colour: 'blue' });
    expect(second!.url).not.toBe(first);
  });

  it('refuses a file that is not a picture, and keeps the letter', async () => {
    await stage.join(page, 'icon');
    const path = await createJournal(page, 'Notes');

    await stage.open(page, `${path}/settings`);
    const icons = new Icons(page);
    await icons.picker.waitFor({ state: 'attached', ...soon });
    await icons.picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Invalid file type' })
      .waitFor(soon);
    expect(await iconSource(icons.settings)).toBe('none');
    expect(await icons.settings.textContent()).toBe('N');
    await screenshot(page, 'journal-icon-invalid', width);
  });
});
