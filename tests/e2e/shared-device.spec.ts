import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, type Person } from '../support/api-client.js';
import { pathOf, WIDTHS } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { Device } from '../support/pages/devices.js';
import { SettingsPage } from '../support/pages/settings.js';
import {
  leftOnDevice,
  readInPage,
  UnsentChangesQuestion,
  type Answer,
} from '../support/pages/shared-device.js';
import { useStage } from '../support/stage.js';

// A security review found one browser profile shared by two accounts (a family computer) handing
// bob's export to carol: the service worker kept every account's reads under their address alone
// and answered them offline to anyone, and signing out left bob's data on the device. Signing out
// now sends what is unsent (or asks before deleting it) and then empties the device; the worker
// keeps an account's reads in a cache only that account's session reads.

const soon = { timeout: 20_000 };
// One width: this is about what the device keeps, which no layout changes; 1280 px shows the
// toolbar's sync state.
const WIDTH = WIDTHS[1];

const stage = useStage({ serviceWorker: true });

/** The title of a private journal, its address and the person's login. */
async function privateJournal(person: Person, title: string) {
  const journal = (await stage.api.call('POST', '/journals', person, {
    title,
    private: true,
  })) as { id: string; slug: string };
  return { ...journal, path: `/${person.username}/${journal.slug}` };
}

const login = (person: Person) => ({ username: person.username, password: PASSWORD });

/** Signs out through the account menu and waits for the login page. */
async function signOut(page: Page) {
  await new AppBar(page).logout.click();
  await page.waitForURL((url) => url.pathname === '/login', soon);
}

describe('one browser profile, two accounts', () => {
  it('gives carol nothing of bob’s once he signed out, online or offline', async () => {
    const bob = await stage.register('bob');
    const carol = await stage.register('carol');
    const dora = await stage.register('dora');
    const diary = await privateJournal(bob, 'Bob’s private diary');
    const followed = (await stage.api.call('POST', '/journals', dora, {
      title: 'Dora’s tide tables',
      private: false,
    })) as { id: string };
    await stage.api.call('POST', `/journals/${followed.id}/shadow`, bob, {});
    const secret = 'The surprise party is on Friday';
    // What only bob may read; his export names him.
    const bobsOwn = ['Bob’s private diary', secret, 'Dora’s tide tables'];
    const whoseExport = (answer: Answer) => answer.disposition?.includes(bob.username);
    const leaks = (answers: Record<string, Answer>) =>
      Object.entries(answers).flatMap(([path, answer]) => [
        ...bobsOwn
          .filter((mark) => answer.text.includes(mark))
          .map((mark) => `${path} shows ${mark}`),
        ...(whoseExport(answer) ? [`${path} is bob’s export`] : []),
      ]);
    const perUser = [
      '/api/users/export',
      '/api/users/stats',
      '/api/users/log',
      '/api/users/shadows',
      `/api/users/${bob.username}`,
      `/api/users/${bob.username}/entries`,
      `/api/users/${bob.username}/journals/${diary.slug}`,
    ];

    // Bob writes in his private journal, logs it, and looks at his stats, settings and export.
    const page = await stage.newPage(WIDTH);
    const device = Device.of(page);
    await device.signInAndOpen(stage.server.url, login(bob), diary.path, 'Bob’s private diary');
    await device.addEntry(secret);
    await device.logToday();
    await expect
      .poll(async () => JSON.stringify(await stage.api.call('GET', '/users/log', bob)), soon)
      .toContain('Bob’s private diary');
    await expect
      .poll(async () => JSON.stringify(await stage.api.call('GET', '/users/stats', bob)), soon)
      .toContain('"entries":1');
    await new AppBar(page).goTo('Stats');
    await page.getByRole('main').getByText('Bob’s private diary').first().waitFor(soon);
    await new AppBar(page).goTo('Settings');
    const settings = new SettingsPage(page);
    const download = page.waitForEvent('download', soon);
    await settings.data.getByRole('button', { name: 'Export all my data' }).click();
    expect((await download).suggestedFilename()).toContain(bob.username);
    // The page reads each of his addresses as he: every answer is his, as it should be.
    const bobsAnswers = await readInPage(page, perUser);
    expect(Object.values(bobsAnswers).map((answer) => answer.status)).toEqual(
      perUser.map(() => 200),
    );
    expect(leaks(bobsAnswers)).toEqual(
      expect.arrayContaining([
        '/api/users/export is bob’s export',
        `/api/users/stats shows Bob’s private diary`,
        `/api/users/log shows Bob’s private diary`,
        `/api/users/shadows shows Dora’s tide tables`,
        `/api/users/${bob.username}/entries shows ${secret}`,
      ]),
    );

    // Offline, his own pages still read, from the cache that is his alone.
    const his = `/api/users/${bob.username}/journals/${diary.slug}`;
    await page.context().setOffline(true);
    expect((await readInPage(page, [his]))[his]!.text).toContain(secret);
    await page.context().setOffline(false);

    // He signs out: nothing of his is left in the profile.
    await signOut(page);
    expect(await leftOnDevice(page)).toEqual({ records: 0, queued: 0, caches: [] });

    // Carol signs in on the same profile: online, nothing of bob's.
    await stage.signIn(page, login(carol));
    await new AppBar(page).goTo('Journals');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(soon);
    expect(await page.getByRole('main').innerText()).not.toContain('Bob’s private diary');
    await stage.open(page, diary.path);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(soon);
    expect(leaks({ [diary.path]: await pageText(page) })).toEqual([]);
    // Bob's pages read as carol. (Her own export, stats, log and follows are first read offline,
    // below: an answer of hers would take the place of his under the address.)
    const bobsPages = perUser.filter((path) => path.includes(bob.username));
    expect(leaks(await readInPage(page, bobsPages))).toEqual([]);

    // Offline, the app opens from the worker and still shows and answers nothing of bob's.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(soon);
    expect(pathOf(page)).toBe(diary.path);
    expect(leaks({ [diary.path]: await pageText(page) })).toEqual([]);
    await new AppBar(page).goTo('Stats');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(soon);
    expect(leaks({ '/stats': await pageText(page) })).toEqual([]);
    const offline = await readInPage(page, perUser);
    expect(leaks(offline)).toEqual([]);
    // (The export is never kept, for anyone: offline it does not come at all.)
    expect(offline['/api/users/export']!.status).toBe(0);
  });

  it('asks before signing out with a change that could not be sent; Keep keeps it', async () => {
    const bob = await stage.register('bob');
    const diary = await privateJournal(bob, 'Night thoughts');
    const page = await stage.newPage(WIDTH);
    const device = Device.of(page);
    await device.signInAndOpen(stage.server.url, login(bob), diary.path, 'Night thoughts');
    const serverHas = async (notes: string) =>
      JSON.stringify(await stage.api.call('GET', `/users/${bob.username}/entries`, bob)).includes(
        notes,
      );

    // Offline, he writes, then signs out: asked first, he keeps the change and stays.
    await page.context().setOffline(true);
    await device.addEntry('Kept for later');
    await new AppBar(page).logout.click();
    const question = new UnsentChangesQuestion(page);
    expect(await question.text()).toContain(
      '1 change made on this device hasn’t reached the server. Signing out now deletes it.',
    );
    await question.answer(question.keep);
    expect(pathOf(page)).toBe(diary.path);
    await device.journal.entry('Kept for later').waitFor(soon);

    // Back online, it reaches the server.
    await page.context().setOffline(false);
    await device.comeBack();
    await expect.poll(() => serverHas('Kept for later'), soon).toBe(true);

    // Offline again he writes once more and signs out anyway: the change leaves the device,
    // the worker's queue included, and never reaches the server.
    await page.context().setOffline(true);
    await device.addEntry('Deleted at sign-out');
    await expect.poll(async () => (await leftOnDevice(page)).queued, soon).toBe(1);
    await new AppBar(page).logout.click();
    expect(await question.text()).toContain('1 change made on this device hasn’t');
    await question.answer(question.signOutAnyway);
    await page.waitForURL((url) => url.pathname === '/login', soon);
    expect(await leftOnDevice(page)).toEqual({ records: 0, queued: 0, caches: [] });
    await page.context().setOffline(false);
    await device.comeBack();
    await page.waitForTimeout(1_000);
    expect(await serverHas('Deleted at sign-out')).toBe(false);
  });
});

/** The main landmark's words, as a read answered. */
async function pageText(page: Page): Promise<Answer> {
  return { status: 200, text: await page.getByRole('main').innerText(), disposition: null };
}
