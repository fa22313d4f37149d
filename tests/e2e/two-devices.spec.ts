import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, type ApiClient, type Person } from '../support/api-client.js';
import { screenshot } from '../support/app-pages.js';
import { Device } from '../support/pages/devices.js';
import { useStage } from '../support/stage.js';

// Issue 7: one user's two devices, both offline with the server process really stopped, change
// the same journal; once the server is back both show the same union (docs/decisions.md #6): the later edit
// of an entry wins, a deletion wins over a concurrent edit, and what each device created arrives
// once. The device that changed things first reaches the server last, the harder order: arriving
// last must neither make its older edit win nor its deletion lose. Only what the user sees is
// checked, and the server's state through its public API, so the test holds however the outbox
// is replayed (by the page or the service worker). The devices are a phone (375 px) and a laptop
// (1280 px): one run covers both widths, which matter little here next to a second run's cost.

const TITLE = 'Tide pools';
const E1 = 'Anemones at the north rocks.';
const E2 = 'A crab under the ledge.';
const E1_BY_A = 'Anemones at the north rocks, closed at low tide.';
const E1_BY_B = 'Anemones at the north rocks, open again at high tide.';
const E2_BY_B = 'A crab under the ledge, and a second one.';
const A1 = 'Starfish on the phone, counted seven.';
const B1 = 'Barnacles on the laptop, sketched later.';
const soon = { timeout: 15_000 };
/** The server's restart, and each device's backoff, may take this long. */
const settled = { timeout: 30_000 };

// A server per test: the test stops it and brings it back.
const stage = useStage({ serviceWorker: true, server: 'each test' });

describe('two devices of one user, both offline', () => {
  let api: ApiClient;
  let person: Person;
  let phone: Device;
  let laptop: Device;
  let journalPath: string;
  let e1Id: string;
  beforeEach(async () => {
    api = stage.api;
    person = await api.register('devices');
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: TITLE,
    })) as {
      id: string;
      slug: string;
    };
    journalPath = `/${person.username}/${journal.slug}`;
    const e1 = (await api.call('POST', '/entries', person, {
      journal_id: journal.id,
      notes: E1,
    })) as {
      id: string;
    };
    e1Id = e1.id;
    await api.call('POST', '/entries', person, { journal_id: journal.id, notes: E2 });
    const [phonePage, laptopPage] = await Promise.all([stage.newPage(375), stage.newPage(1280)]);
    [phone, laptop] = [Device.of(phonePage), Device.of(laptopPage)];
  });

  it('end up showing the same journal, as the server holds it', async () => {
    const login = { username: person.username, password: PASSWORD };
    await Promise.all(
      [phone, laptop].map((device) =>
        device.signInAndOpen(stage.server.url, login, journalPath, TITLE),
      ),
    );
    for (const device of [phone, laptop])
      await expect
        .poll(() => device.cardsShowing([E1, E2]), soon)
        .toEqual({ cards: 2, [E1]: 1, [E2]: 1 });

    await stage.server.stop();

    // The phone first, so its edit of E1 is the older one; then it goes back in the pocket.
    await phone.editEntry(E1, E1_BY_A);
    await phone.addEntry(A1);
    await phone.deleteEntry(E2);
    await phone.logToday();
    // Polled: the list settles a moment after the last change's page comes back.
    await expect
      .poll(() => phone.cardsShowing([E1_BY_A, A1, E2]), soon)
      .toEqual({
        cards: 2,
        [E1_BY_A]: 1,
        [A1]: 1,
        [E2]: 0,
      });
    await phone.putAway();

    // Then the laptop, which knows nothing of the phone's changes and says that its own wait.
    await laptop.editEntry(E1, E1_BY_B);
    await laptop.addEntry(B1);
    await laptop.editEntry(E2, E2_BY_B);
    await expect
      .poll(() => laptop.cardsShowing([E1_BY_B, B1, E2_BY_B]), soon)
      .toEqual({
        cards: 3,
        [E1_BY_B]: 1,
        [B1]: 1,
        [E2_BY_B]: 1,
      });
    await expect
      .poll(() => laptop.syncStatus.textContent(), soon)
      .toBe('3 changes waiting to be sent');

    // The server comes back on the same address and data. The laptop, still open, sends its
    // changes first; the phone's arrive later, though its edit of E1 is older and its deletion of
    // E2 came before the laptop's edit: arriving last must not make them win or lose.
    await stage.startAgain();
    await laptop.comeBack();
    await expect.poll(() => laptop.syncStatus.textContent(), settled).toBe('All changes saved');
    await phone.takeOut();

    // The server holds the union: E1 as the laptop left it (the same record), A1 and B1 once
    // each, no E2, and the phone's daily log.
    await expect
      .poll(async () => {
        const entries = await api.liveRecords<{ id: string; notes: string }>(person, 'entry');
        return entries.map((entry) => entry.notes).sort();
      }, settled)
      .toEqual([E1_BY_B, B1, A1].sort());
    const entries = await api.liveRecords<{ id: string; notes: string }>(person, 'entry');
    expect(entries.find((entry) => entry.notes === E1_BY_B)?.id).toBe(e1Id);
    expect(await api.liveRecords(person, 'log_item')).toHaveLength(1);

    // The laptop has not seen the phone's changes yet: its user looks at it again, and both
    // devices show what the server holds.
    await laptop.comeBack();
    const union = { cards: 3, [E1_BY_B]: 1, [A1]: 1, [B1]: 1 };
    const gone = { [E1]: 0, [E1_BY_A]: 0, [E2]: 0, [E2_BY_B]: 0 };
    const texts = [...Object.keys(union), ...Object.keys(gone)].filter((text) => text !== 'cards');
    for (const device of [phone, laptop]) {
      await expect.poll(() => device.cardsShowing(texts), settled).toEqual({ ...union, ...gone });
      await device.journal.removeFromLog.waitFor(settled);
    }
    await screenshot(phone.page, 'two-devices-phone', 375);
    await screenshot(laptop.page, 'two-devices-laptop', 1280);
  });
});
