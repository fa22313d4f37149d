import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../contract/mulberry32.js';
import { pathOf, screenshot, screenshotsDir } from '../support/app-pages.js';
import { CreateJournalForm, JournalPageModel } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };
const UPLOAD_BYTES_PER_SECOND = 256 * 1024;

/** A noisy PNG of about 1.4 MB: noise does not compress, so the upload takes seconds when slowed. */
async function noisyPhoto(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  // seeded: the same picture every run
  const next = mulberry32(0x5eed);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (next() * 4_294_967_296) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const stage = useStage();
let photo: Buffer;
beforeAll(async () => {
  photo = await noisyPhoto();
});

async function joinedPage(width: number, prefix: string) {
  const page = await stage.newPage(width);
  return { page, person: await stage.join(page, prefix) };
}

const toolbarOf = (page: Page) => page.getByRole('complementary', { name: 'Toolbar' });

/** The percentage in 'Upload: N%', or null for any other text. */
const percentOf = (text: string | null) => {
  const match = /^Upload: (\d+)%$/.exec(text ?? '');
  return match ? Number(match[1]) : null;
};

describe('upload progress at 1280 px', () => {
  let page: Page;
  let person: { username: string; password: string };
  beforeEach(async () => {
    ({ page, person } = await joinedPage(1280, 'up'));
  });

  it("shows 'Upload: N%' climbing and the top bar while a slow photo goes up", async () => {
    const toolbar = toolbarOf(page);
    const status = toolbar.locator('p');
    await toolbar.waitFor(soon);
    const platform = await page.evaluate(() => navigator.platform);
    const search = /mac/i.test(platform) ? '⌘K Search' : 'Ctrl+K Search';
    expect(await toolbar.locator('li').allTextContents()).toEqual([
      'N New Entry',
      'H Your journals',
      search,
    ]);

    await page.getByRole('main').getByRole('link', { name: 'New Journal' }).click();
    const createForm = new CreateJournalForm(page);
    await createForm.title.waitFor(soon);
    await createForm.create('Studio photos');
    await expect.poll(() => pathOf(page), soon).toBe(`/${person.username}/studio-photos`);
    await expect.poll(() => status.textContent(), soon).toBe('All changes saved');

    // Every text the status shows from now on, as the page saw it.
    await status.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { statusSeen: string[] }).statusSeen = seen;
      new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: UPLOAD_BYTES_PER_SECOND,
    });

    const journal = new JournalPageModel(page);
    await journal.newEntry.click();
    const composer = new NewEntryPanel(page);
    await composer.file.waitFor(soon);
    await composer.file.setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: photo });
    await composer.notes.fill('Noise, slowly.');
    await composer.save.click();
    await journal.entry('Noise, slowly.').waitFor(soon);

    // Mid-upload: a real percentage, and the top bar with it.
    await expect
      .poll(async () => {
        const percent = percentOf(await status.textContent());
        return percent !== null && percent > 0 && percent < 90;
      }, soon)
      .toBe(true);
    const progressBar = page.getByRole('progressbar', { name: 'Loading' });
    await progressBar.waitFor({ state: 'visible', ...soon });
    expect(percentOf(await status.textContent())).toBeLessThan(100);
    await screenshot(page, 'upload-progress-mid-upload', 1280);
    await toolbar.screenshot({ path: join(screenshotsDir, 'upload-progress-toolbar-1280.png') });

    // Done: 100 % for a moment, then the quiet state; the bar goes, the server has the photo.
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('All changes saved');
    await expect.poll(() => progressBar.count(), soon).toBe(0);
    const seen = await page.evaluate(
      () => (window as unknown as { statusSeen: string[] }).statusSeen,
    );
    const percents = seen.map(percentOf).filter((percent) => percent !== null);
    const between = percents.filter((percent) => percent > 0 && percent < 100);
    expect(new Set(between).size, seen.join(', ')).toBeGreaterThanOrEqual(3);
    expect(percents, 'the percentage only climbs').toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    const api = stage.api;
    const who = await api.login(person.username, person.password);
    const entries = await api.liveRecords<{ notes: string; type: string; preview_link: unknown }>(
      who,
      'entry',
    );
    expect(entries).toEqual([expect.objectContaining({ notes: 'Noise, slowly.', type: 'image' })]);

    // The toolbar never covers the page: scrolled to the end, the page stops above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const mainBox = await page.getByRole('main').boundingBox();
    const toolbarBox = await toolbar.boundingBox();
    expect(mainBox!.y + mainBox!.height).toBeLessThanOrEqual(toolbarBox!.y);
    await screenshot(page, 'upload-progress-done', 1280);

    // H opens the Home sidebar (your journals); the hint then says what H does next.
    await page.keyboard.press('h');
    await expect
      .poll(() => toolbar.locator('li').nth(1).textContent(), soon)
      .toBe('H Hide journals');
  });
});

describe('upload progress at 375 px', () => {
  it('keeps the bottom toolbar out of a phone’s small screen', async () => {
    const { page } = await joinedPage(375, 'upm');
    await page
      .getByRole('main')
      .getByText('You have no journals yet.', { exact: false })
      .waitFor(soon);
    const toolbar = toolbarOf(page);
    // It is there for wider screens, but not shown here.
    expect(await page.locator('.bottom-toolbar').count()).toBe(1);
    expect(await toolbar.isVisible()).toBe(false);
    await screenshot(page, 'upload-progress-toolbar-hidden', 375);
  });
});
