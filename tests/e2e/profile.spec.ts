import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Person } from '../support/api-client.js';
import { pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { photoPng } from '../support/media-files.js';
import { OthersJournalModel, ProfilePageModel } from '../support/pages/profile.js';
import { useStage } from '../support/stage.js';

// Issue 6: other people's profiles and journals are read from the server, kept on the device
// and open again with the server stopped; a reader follows a journal (and sees how many entries
// are new), and joins a journal its owner opened.

const soon = { timeout: 15_000 };
const ETUDES = 31;

const stage = useStage();
let api: ApiClient;
/** Each width's signed-in reader, kept open for the server-stopped check at the end. */
const readers = new Map<number, { page: Page; bob: Person }>();

beforeAll(() => {
  api = stage.api;
});

/** Bob's journals, made through the API: a public one with entries, an open one, a private one. */
async function bobsJournals() {
  const bob = await api.register('bob');
  const scales = await api.call('POST', '/journals', bob, { private: false, title: 'Scales' });
  await api.call('POST', '/journals', bob, { private: false, title: 'Band', open: true });
  await api.call('POST', '/journals', bob, { title: 'Diary', private: true });
  // Longer than the server's first page, which the journal page continues as it is scrolled.
  const etudes = await api.call('POST', '/journals', bob, { private: false, title: 'Etudes' });
  await Promise.all(
    Array.from({ length: ETUDES }, (_, i) =>
      api.call('POST', '/entries', bob, { journal_id: etudes.id, notes: `Etude ${i + 1}` }),
    ),
  );
  await api.postFileEntry(
    bob,
    { journal_id: scales.id, notes: 'The practice room' },
    { bytes: await photoPng(), type: 'image/png', name: 'room.png' },
  );
  for (const notes of ['C major, slowly', 'G major, faster'])
    await api.call('POST', '/entries', bob, { journal_id: scales.id, notes });
  return { bob, scalesId: scales.id as string };
}

describe.each(WIDTHS)('profiles and other people’s journals at %i px', (width) => {
  it('shows Bob’s profile and journal, follows it with a new-entries count, and joins his open journal', async () => {
    const [{ bob, scalesId }, alice] = await Promise.all([bobsJournals(), api.register('alice')]);
    const page = await stage.lastingPage(width);
    readers.set(width, { page, bob });
    await stage.signIn(page, alice);

    // Bob's profile: his name, 'Message', and the journals Alice may see (not the private one).
    await stage.open(page, `/${bob.username}`);
    const profile = new ProfilePageModel(page);
    await profile.heading.filter({ hasText: bob.username }).waitFor(soon);
    expect(await profile.message.getAttribute('href')).toBe(`/messages/${bob.username}`);
    await profile.row(profile.journals, 'Band').waitFor(soon);
    expect(await profile.journals.getByRole('link').allTextContents()).toEqual([
      'SScales',
      'BBand',
      'EEtudes',
    ]);
    // His counts, and his newest pictures, each leading to its entry.
    await profile.main.getByText('0 followers').waitFor(soon);
    const pictures = profile.main.getByRole('region', { name: 'Recent pictures' });
    await pictures.getByRole('link', { name: /^Photo, .*: The practice room$/ }).waitFor(soon);
    await screenshot(page, 'profile-others', width);

    // His journal, read from the server: its entries, and Follow.
    await profile.journals.getByRole('link', { name: 'Scales' }).click();
    const journal = new OthersJournalModel(page);
    await journal.heading.filter({ hasText: 'Scales' }).waitFor(soon);
    await journal.entries.getByText('G major, faster').waitFor(soon);
    await journal.entries.getByText('C major, slowly').waitFor(soon);
    await journal.button('Follow').click();
    await journal.button('Unfollow').waitFor(soon);
    // The follow reaches the server from the outbox a moment later: Bob has a follower.
    await expect
      .poll(async () => (await api.call('GET', `/users/${bob.username}`)).followers, soon)
      .toBe(1);
    await screenshot(page, 'profile-journal-followed', width);
    await expect
      .poll(async () => (await api.call('GET', '/users/shadows', alice)).length, soon)
      .toBe(1);

    // Bob writes; Alice's own profile counts it among the journals she follows.
    const minor = await api.call('POST', '/entries', bob, {
      journal_id: scalesId,
      notes: 'D minor',
    });
    await stage.open(page, `/${alice.username}`);
    const followed = profile.row(profile.follows, 'Scales');
    await followed.filter({ hasText: '1 new entry' }).waitFor(soon);
    await screenshot(page, 'profile-own-follows', width);

    // Opening the journal shows the new entry and clears the count.
    await followed.getByRole('link').click();
    await journal.entries.getByText('D minor').waitFor(soon);
    await page.goBack();
    await followed.waitFor(soon);
    await expect.poll(() => followed.textContent(), soon).toBe('SScales');
    const [shadow] = await api.call('GET', '/users/shadows', alice);
    expect(shadow.newEntries).toBe(0);

    // Bob's archive (journals by year started, with their entries) and stream (newest first).
    await stage.open(page, `/${bob.username}/archive`);
    const year = profile.main.getByRole('region', { name: String(new Date().getUTCFullYear()) });
    await profile.row(year, 'Scales').filter({ hasText: '4 entries' }).waitFor(soon);
    await profile.row(year, 'Band').filter({ hasText: '0 entries' }).waitFor(soon);
    await screenshot(page, 'profile-archive', width);
    await profile.main.getByRole('link', { name: 'Stream', exact: true }).click();
    const stream = profile.main.getByRole('region', { name: 'Stream' });
    await stream.getByText('C major, slowly').waitFor(soon);
    const newest = (await stream.getByRole('article').allTextContents()).slice(0, 3);
    expect(newest).toEqual([
      expect.stringContaining('D minor'),
      expect.stringContaining('G major, faster'),
      expect.stringContaining('C major, slowly'),
    ]);
    await screenshot(page, 'profile-stream', width);
    // One entry of his, by the profile's address, opens at its place in its journal.
    await stage.open(page, `/${bob.username}/entry/${minor.id}`);
    await expect.poll(() => pathOf(page), soon).toBe(`/${bob.username}/scales/${minor.id}`);
    await profile.main.getByText('D minor').waitFor(soon);

    // Bob's open journal: Alice joins, and it is among her journals.
    await stage.open(page, `/${bob.username}/band`);
    await journal.heading.filter({ hasText: 'Band' }).waitFor(soon);
    await journal.button('Join').click();
    await journal.button('Leave').waitFor(soon);
    await journal.main.getByRole('button', { name: 'New Entry', exact: true }).waitFor(soon);
    await screenshot(page, 'profile-journal-joined', width);
    await stage.open(page, `/${alice.username}`);
    await profile.row(profile.collaborations, 'Band').waitFor(soon);
    const band = await api.call('GET', `/users/${bob.username}/journals/band`, bob);
    expect(band.collaborators.map((who: { id: string }) => who.id)).toEqual([alice.id]);

    // A journal longer than one page: scrolling down reads the rest from the server.
    await stage.open(page, `/${bob.username}/etudes`);
    const etudes = journal.entries.getByRole('article');
    await expect.poll(() => etudes.count(), soon).toBe(30);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => etudes.count(), soon).toBe(ETUDES);

    // A private journal of someone else: the server's refusal, in docs/product.md §8's words.
    await stage.open(page, `/${bob.username}/diary`);
    await page.getByText('The requested resource could not be found.').waitFor(soon);
    await page.getByRole('navigation', { name: 'Ways on' }).waitFor(soon);
    await screenshot(page, 'profile-journal-private', width);

    // Back on Bob's journal, ready for the server to stop.
    await stage.open(page, `/${bob.username}/scales`);
    await journal.entries.getByText('D minor').waitFor(soon);
  });
});

describe('with the server stopped', () => {
  it('still opens Bob’s journal and profile for Alice at both widths', async () => {
    expect([...readers.keys()]).toEqual([...WIDTHS]);
    await stage.server.stop();
    for (const [width, { page, bob }] of readers) {
      const journal = new OthersJournalModel(page);
      const profile = new ProfilePageModel(page);
      // In-app links only: no page load, whose shell needs the service worker (issue 7).
      await journal.owner.click();
      await profile.heading.filter({ hasText: bob.username }).waitFor(soon);
      await profile.row(profile.journals, 'Band').waitFor(soon);
      await screenshot(page, 'profile-others-offline', width);
      await profile.journals.getByRole('link', { name: 'Scales' }).click();
      await journal.heading.filter({ hasText: 'Scales' }).waitFor(soon);
      await journal.entries.getByText('D minor').waitFor(soon);
      await journal.entries.getByText('C major, slowly').waitFor(soon);
      await screenshot(page, 'profile-journal-offline', width);
    }
  });
});
