import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD as FIRST_PASSWORD, type ApiClient, type Person } from '../support/api-client.js';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { SettingsPage, unzip } from '../support/pages/settings.js';
import { useStage, type SignIn } from '../support/stage.js';

const soon = { timeout: 15_000 };
/** The page's surface in each theme (--surface-page in src/styles/tokens.css). */
const DARK_PAGE = 'rgb(0, 0, 0)';
const LIGHT_PAGE = 'rgb(250, 249, 247)';
/** The zone the test devices are set to. */
const DEVICE_ZONE = 'Asia/Tokyo';

const stage = useStage();
let api: ApiClient;
let avatarPng: Buffer;
beforeAll(async () => {
  avatarPng = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#2050d0' },
  })
    .png()
    .toBuffer();
  api = stage.api;
});

const shoot = (page: Page, name: string, width: number) =>
  screenshot(page, `settings-${name}`, width);

/**
 * A device of the account at this width, signed in through the login form, on /settings;
 * `beforeOpening` runs between the two.
 */
async function signedInDevice(width: number, who: SignIn, beforeOpening?: () => Promise<unknown>) {
  const page = await stage.newPage(width, { timezoneId: DEVICE_ZONE, acceptDownloads: true });
  await stage.signIn(page, who);
  await beforeOpening?.();
  await stage.open(page, '/settings');
  const settings = new SettingsPage(page);
  await settings.heading.waitFor(soon);
  return { context: page.context(), page, settings };
}

/** The account as the server has it now. */
const serverUser = async (who: Person) =>
  ((await api.call('GET', '/auth', who)) as { user: Record<string, unknown> }).user;

describe.each(BEHAVIOUR_WIDTHS)('/settings at %i px', (width) => {
  let person: Person;
  let password = FIRST_PASSWORD;
  let journalTitle: string;
  let device: Awaited<ReturnType<typeof signedInDevice>>;
  beforeAll(async () => {
    person = await api.register(`set${width}`);
    journalTitle = `Pottery ${person.username}`;
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: journalTitle,
    })) as {
      id: string;
    };
    await api.call('POST', '/entries', person, { journal_id: journal.id, notes: 'First bowl' });
    // Stored in another zone than the device's, so opening /settings is when docs/product.md §4's check
    // moves the account to the device's zone (see the first test).
    device = await signedInDevice(width, { username: person.username, password }, () =>
      api.call('POST', '/users', person, { timezone: 'UTC' }),
    );
  });

  it('changes the username, avatar, email, time zone and newsletter, with no Twitter section', async () => {
    const { page, settings } = device;
    // docs/product.md §4's check has moved the account to the device's zone; the select shows the stored one.
    await expect.poll(() => settings.timezoneSelect().inputValue(), soon).toBe(DEVICE_ZONE);
    await expect.poll(async () => (await serverUser(person)).timezone, soon).toBe(DEVICE_ZONE);
    await shoot(page, 'page', width);

    const renamed = `${person.username}r`;
    await settings.changeUsername(renamed);
    await settings.news(settings.username, `Your username is now ${renamed}.`).waitFor(soon);
    person = { ...person, username: renamed };
    expect((await serverUser(person)).ritual_user).toBe(renamed);

    await settings.pickAvatar(avatarPng);
    await settings.news(settings.avatar, 'Your avatar is saved.').waitFor(soon);
    const avatar = (await serverUser(person)).avatar as string;
    expect(avatar).toMatch(/\/api\/media\//);
    await expect.poll(() => settings.avatarPicture().getAttribute('src'), soon).toBe(avatar);

    const newEmail = `${renamed}.new@example.com`;
    await settings.changeEmail(newEmail, 'not my password');
    await settings.news(settings.email, /current password/).waitFor(soon);
    await settings.changeEmail(newEmail, password);
    await settings.news(settings.email, `We sent a link to ${newEmail}.`).waitFor(soon);
    expect((await serverUser(person)).pending_email).toBe(newEmail);

    // Each saved choice stays in view from the pick on: the old one never shows again, not even
    // for the frame between the server's answer and the stored record catching up with it.
    await settings.timezoneSelect().selectOption('Europe/Berlin');
    const zones = await settings.everyFrame(settings.timezoneSelect(), 'value');
    await settings.timezone.getByRole('button', { name: 'Save time zone' }).click();
    await settings.news(settings.timezone, 'Your time zone is now Europe/Berlin.').waitFor(soon);
    expect((await serverUser(person)).timezone).toBe('Europe/Berlin');
    expect(await zones.shown()).toEqual(['Europe/Berlin']);

    // No newsletter until it is asked for; then it can be left again.
    expect(await settings.newsletterBox().isChecked()).toBe(false);
    const newsletter = await settings.everyFrame(settings.newsletterBox(), 'checked');
    await settings.newsletterBox().check();
    await settings.news(settings.newsletter, 'You will get the Ritual newsletter.').waitFor(soon);
    expect((await serverUser(person)).newsletter).toBe(true);
    await settings.newsletterBox().uncheck();
    await settings
      .news(settings.newsletter, 'You will no longer get the Ritual newsletter.')
      .waitFor(soon);
    expect((await serverUser(person)).newsletter).toBe(false);
    expect(await newsletter.shown()).toEqual([false, true, false]);

    // No Twitter section: the integration is gone, so nobody has it connected.
    expect(await page.getByRole('heading', { name: 'Twitter' }).count()).toBe(0);
    // The chosen zone stays for this visit: the automatic check does not take it back.
    expect(await settings.timezoneSelect().inputValue()).toBe('Europe/Berlin');
    expect((await serverUser(person)).timezone).toBe('Europe/Berlin');
    await shoot(page, 'changed', width);
  });

  it('downloads a zip of everything, holding the user’s journal', async () => {
    const { page, settings } = device;
    const [download] = await Promise.all([
      page.waitForEvent('download', soon),
      settings.exportButton().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^ritual-export-${person.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const files = unzip(await readFile(await download.path()));
    const journals = JSON.parse(files.get('journals.json')!.toString()) as { title: string }[];
    expect(journals.map((journal) => journal.title)).toEqual([journalTitle]);
    const entries = JSON.parse(files.get('entries.json')!.toString()) as { notes: string }[];
    expect(entries.map((entry) => entry.notes)).toEqual(['First bowl']);
    await settings.news(settings.data, /^Downloaded ritual-export-/).waitFor(soon);
  });

  it('keeps the theme and what entry cards show, chosen on this device, across a reload', async () => {
    // A device whose system is dark; at first the page follows it.
    const page = await stage.newPage(width, { timezoneId: DEVICE_ZONE, colorScheme: 'dark' });
    // Before React runs: what theme.js applied, and the colour the first paint has.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const seen = window as unknown as { firstPaint?: { theme?: string; background: string } };
        seen.firstPaint = {
          theme: document.documentElement.dataset.theme,
          background: getComputedStyle(document.body).backgroundColor,
        };
      });
    });
    await stage.signIn(page, { username: person.username, password });
    await stage.open(page, '/settings');
    const settings = new SettingsPage(page);
    await settings.heading.waitFor(soon);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const firstPaint = () =>
      page.evaluate(() => (window as unknown as { firstPaint?: unknown }).firstPaint);
    expect(await settings.theme('System').isChecked()).toBe(true);
    expect(await background()).toBe(DARK_PAGE);
    await expectAccessible(page, `/settings, dark, ${width} px`);
    if (width < 769) await expectTouchTargets(page, `/settings at ${width} px`);

    // Light applies at once, and is the first paint after a reload: no black flash.
    await settings.chooseTheme('Light');
    await expect.poll(background, soon).toBe(LIGHT_PAGE);
    await page.reload();
    await settings.heading.waitFor(soon);
    expect(await firstPaint()).toEqual({ theme: 'light', background: LIGHT_PAGE });
    expect(await background()).toBe(LIGHT_PAGE);
    expect(await settings.theme('Light').isChecked()).toBe(true);
    await expectAccessible(page, `/settings, light, ${width} px`);
    await shoot(page, 'light', width);

    // Cards: bookmarks off, comment links on; both still so after a reload.
    expect(await settings.cardDisplay('Bookmark buttons').isChecked()).toBe(true);
    expect(await settings.cardDisplay('Comment links').isChecked()).toBe(false);
    await settings.cardDisplay('Bookmark buttons').uncheck();
    await settings.cardDisplay('Comment links').check();
    await page.reload();
    await settings.heading.waitFor(soon);
    expect(await settings.cardDisplay('Bookmark buttons').isChecked()).toBe(false);
    expect(await settings.cardDisplay('Comment links').isChecked()).toBe(true);

    // System again follows the device: dark.
    await settings.chooseTheme('System');
    await expect.poll(background, soon).toBe(DARK_PAGE);
    await page.reload();
    await settings.heading.waitFor(soon);
    expect(await firstPaint()).toEqual({ theme: undefined, background: DARK_PAGE });
  });

  it('says offline that account changes need a connection', async () => {
    const { context, page, settings } = device;
    await context.setOffline(true);
    try {
      await settings.offlineNote.waitFor(soon);
      expect(
        await settings.password.getByRole('button', { name: 'Change password' }).isDisabled(),
      ).toBe(true);
      expect(await settings.newsletterBox().isDisabled()).toBe(true);
      await shoot(page, 'offline', width);
    } finally {
      await context.setOffline(false);
    }
    await settings.offlineNote.waitFor({ state: 'detached', ...soon });
  });

  it('changes the password: signing in takes the new one, this device stays signed in', async () => {
    const { settings } = device;
    const next = 'a fresh longer passphrase';
    await settings.changePassword(password, next);
    await settings
      .news(settings.password, 'Your password was changed. Your other devices were signed out.')
      .waitFor(soon);
    password = next;
    expect(
      (
        await api.raw('POST', '/auth/login', undefined, {
          login: person.username,
          password: FIRST_PASSWORD,
        })
      ).status,
    ).toBe(401);
    await signedInDevice(width, { username: person.username, password });
    // This device still works: a change it makes is saved.
    await settings.newsletterBox().check();
    await settings.news(settings.newsletter, 'You will get the Ritual newsletter.').waitFor(soon);
  });

  it('signs out everywhere: this device goes to /login, another one on its next request', async () => {
    const other = await signedInDevice(width, { username: person.username, password });
    await device.settings.signOutEverywhereButton().click();
    await expect.poll(() => pathOf(device.page), soon).toBe('/login');
    await shoot(device.page, 'signed-out', width);

    // The other device still shows its page; its next call finds its session ended.
    // A click, not uncheck(): the page may leave before the box could be read back.
    await other.settings.newsletterBox().click();
    await expect.poll(() => pathOf(other.page), soon).toBe('/login');
  });
});
