import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editEntry, moveEntry, newTextEntry, removeEntry } from '../../src/data/actions/entries.js';
import { editJournal, newJournal, removeJournal } from '../../src/data/actions/journals.js';
import { newComment } from '../../src/data/actions/comments.js';
import { rememberJournalPage, type JournalPage } from '../../src/data/seen-pages.js';
import type { Device } from './support/device.js';
import { ServerHost, type Account } from './support/server-host.js';
import { drain, settle } from './support/settle.js';
import { newWorld, type World } from './support/world.js';

let host: ServerHost;
beforeAll(async () => {
  host = await ServerHost.start();
});
afterAll(() => host.close());

const entryIds = (snapshot: { entries: Record<string, unknown>[] }) =>
  snapshot.entries.map((entry) => entry.id);
const notesOf = (snapshot: { entries: Record<string, unknown>[] }, id: string) =>
  snapshot.entries.find((entry) => entry.id === id)?.notes;

/** Every device of the first user holds exactly what a fresh device would pull. */
async function expectConverged(world: World) {
  const truth = await world.serverSnapshot();
  for (const device of world.devices.filter((d) => d.userId === world.account.user.id))
    expect(await device.snapshot(), device.name).toEqual(truth);
  return truth;
}

/** A journal and two entries made on A while offline, then synced to both devices. */
async function journalMadeOffline(world: World) {
  const [a, b] = world.devices as [Device, Device];
  a.network.offline = true;
  const journal = await a.write(newJournal({ title: 'Morning pages' }, a.ctx()));
  const first = await a.write(
    newTextEntry({ journal_id: journal.recordId, notes: 'first' }, a.ctx()),
  );
  const second = await a.write(
    newTextEntry({ journal_id: journal.recordId, notes: 'second' }, a.ctx()),
  );
  expect(await a.sync()).toBe('waiting');
  a.network.offline = false;
  await settle([a, b], world.host);
  return { journalId: journal.recordId, firstId: first.recordId, secondId: second.recordId };
}

describe('two devices of one user', () => {
  it('keep the ids of records made offline, from creation to the server', async () => {
    const world = await newWorld(host, { seed: 1, devices: 2 });
    const { journalId, firstId, secondId } = await journalMadeOffline(world);
    const truth = await expectConverged(world);
    expect(truth.journals.map((journal) => journal.id)).toEqual([journalId]);
    expect(entryIds(truth)).toEqual([firstId, secondId].sort());
    world.close();
  });

  for (const order of ['A then B', 'B then A'] as const) {
    it(`converge after editing offline, reconnecting ${order}`, async () => {
      const world = await newWorld(host, { seed: 2, devices: 2 });
      const [a, b] = world.devices as [Device, Device];
      const { journalId, firstId, secondId } = await journalMadeOffline(world);
      a.network.offline = true;
      b.network.offline = true;

      // The same entry edited on both: B's edit is the later one and must win either way.
      await a.write(editEntry(firstId, { notes: 'edited on A' }, a.ctx()));
      host.clock.advance(1000);
      await b.write(editEntry(firstId, { notes: 'edited on B' }, b.ctx()));
      // A deletes the entry B edits later: the delete still wins (docs/decisions.md #6).
      await a.write(removeEntry(secondId, a.ctx()));
      host.clock.advance(1000);
      await b.write(editEntry(secondId, { notes: 'B did not know' }, b.ctx()));
      const fromA = await a.write(newTextEntry({ journal_id: journalId, notes: 'A' }, a.ctx()));
      const fromB = await b.write(newTextEntry({ journal_id: journalId, notes: 'B' }, b.ctx()));
      // Each device shows its own change at once.
      expect(notesOf(await a.snapshot(), firstId)).toBe('edited on A');
      expect(notesOf(await b.snapshot(), firstId)).toBe('edited on B');

      const [early, late] = order === 'A then B' ? [a, b] : [b, a];
      early.network.offline = false;
      await drain(early, host);
      late.network.offline = false;
      await drain(late, host);
      await settle([a, b], host);

      const truth = await expectConverged(world);
      expect(notesOf(truth, firstId)).toBe('edited on B');
      expect(entryIds(truth)).toEqual([firstId, fromA.recordId, fromB.recordId].sort());
      // B's edit of the deleted entry is refused only if A's delete got there first.
      const refused = await b.db.rejected.toArray();
      expect(refused.map((r) => [r.mutation.recordId, r.status])).toEqual(
        order === 'A then B' ? [[secondId, 410]] : [],
      );
      world.close();
    });
  }

  it('an earlier edit that arrives last does not overwrite a later one', async () => {
    const world = await newWorld(host, { seed: 3, devices: 2 });
    const [a, b] = world.devices as [Device, Device];
    const { journalId } = await journalMadeOffline(world);
    a.network.offline = true;
    await a.write(editJournal(journalId, { title: 'Old title' }, a.ctx()));
    host.clock.advance(5000);
    await b.write(editJournal(journalId, { title: 'New title' }, b.ctx()));
    await drain(b, host);
    a.network.offline = false;
    await settle([a, b], host);
    const truth = await expectConverged(world);
    expect(truth.journals.map((journal) => journal.title)).toEqual(['New title']);
    world.close();
  });
});

describe('a journal deleted on another device', () => {
  it('does not take along an entry only moved into it on this device, unsent', async () => {
    const world = await newWorld(host, { seed: 6, devices: 2 });
    const [a, b] = world.devices as [Device, Device];
    const { firstId } = await journalMadeOffline(world);
    const other = await a.write(newJournal({ title: 'Evening pages' }, a.ctx()));
    await settle([a, b], host);

    b.network.offline = true;
    await b.write(moveEntry(firstId, other.recordId, b.ctx()));
    await a.write(removeJournal(other.recordId, a.ctx()));
    await drain(a, host);
    // B learns of the deletion before its move is answered (a pull while the move waits).
    b.network.offline = false;
    await b.pullOnly();
    await settle([a, b], host);

    const truth = await expectConverged(world);
    expect(entryIds(truth)).toContain(firstId);
    world.close();
  });
});

describe('a collaborator', () => {
  it('no longer receives the comments of an entry moved out of the shared journal', async () => {
    const world = await newWorld(host, {
      seed: 7,
      devices: 1,
      collaborator: await host.register(),
    });
    const [a, x] = world.devices as [Device, Device];
    const shared = await a.write(newJournal({ title: 'Together' }, a.ctx()));
    const own = await a.write(newJournal({ title: 'Alone' }, a.ctx()));
    const entry = await a.write(
      newTextEntry({ journal_id: shared.recordId, notes: 'hi' }, a.ctx()),
    );
    const comment = await a.write(
      newComment({ entry_id: entry.recordId, journal_id: shared.recordId, value: 'yo' }, a.ctx()),
    );
    await drain(a, host);
    await world.share(shared.recordId);
    await settle([a, x], host);
    expect((await x.snapshot()).comments.map((c) => c.id)).toEqual([comment.recordId]);

    await a.write(moveEntry(entry.recordId, own.recordId, a.ctx()));
    await settle([a, x], host);

    const [owner, collaborator] = world.accounts as [Account, Account];
    await expectConverged(world);
    // The entry left the journals X syncs; its comments must go with it, as they do on X.
    const seen = await world.serverSnapshot(collaborator);
    expect(entryIds(seen)).toEqual([]);
    expect(seen.comments).toEqual([]);
    expect(await x.snapshot()).toEqual(seen);
    expect((await world.serverSnapshot(owner)).comments.map((c) => c.id)).toEqual([
      comment.recordId,
    ]);
    world.close();
  });

  // Sync seed 40932: X's comment, still unsent when the entry left the shared journal, was shown
  // again once the server accepted it (the entry's new journal is public) and never left X's device.
  it('keeps no comment of its own, sent after the entry left the shared journal', async () => {
    const world = await newWorld(host, {
      seed: 8,
      devices: 1,
      collaborator: await host.register(),
    });
    const [a, x] = world.devices as [Device, Device];
    const shared = await a.write(newJournal({ title: 'Together' }, a.ctx()));
    const open = await a.write(newJournal({ title: 'Open', private: false }, a.ctx()));
    const entry = await a.write(
      newTextEntry({ journal_id: shared.recordId, notes: 'hi' }, a.ctx()),
    );
    await drain(a, host);
    await world.share(shared.recordId);
    await settle([a, x], host);

    x.network.offline = true;
    await x.write(
      newComment({ entry_id: entry.recordId, journal_id: shared.recordId, value: 'yo' }, x.ctx()),
    );
    await a.write(moveEntry(entry.recordId, open.recordId, a.ctx()));
    await drain(a, host);
    x.network.offline = false;
    // The entry's tombstone arrives before the comment goes out; the server then accepts it,
    // since anyone may comment on an entry of a public journal.
    expect(await x.pullOnly()).toBeGreaterThan(0);
    expect((await x.snapshot()).comments).toEqual([]);
    await drain(x, host);
    expect([...x.outcomes.values()].map((outcome) => outcome.kind)).toEqual(['done']);
    await settle([a, x], host);

    const collaborator = world.accounts[1]!;
    expect(await x.snapshot()).toEqual(await world.serverSnapshot(collaborator));
    expect((await x.snapshot()).comments).toEqual([]);
    world.close();
  });
});

describe('a lost answer', () => {
  it('is retried without doing anything twice', async () => {
    const world = await newWorld(host, { seed: 4, devices: 2 });
    const [a, b] = world.devices as [Device, Device];
    const { journalId } = await journalMadeOffline(world);
    const entry = await a.write(newTextEntry({ journal_id: journalId, notes: 'once' }, a.ctx()));
    await a.write(editEntry(entry.recordId, { notes: 'once, edited' }, a.ctx()));
    const comment = await a.write(
      newComment({ entry_id: entry.recordId, journal_id: journalId, value: 'hi' }, a.ctx()),
    );
    // The answer to each mutation's first attempt is lost after the server did the work.
    a.network.loseFirstAnswers = true;
    expect(await a.sync()).toBe('waiting');
    await drain(a, host);
    await settle([a, b], host);

    const truth = await expectConverged(world);
    expect(truth.entries.filter((e) => e.id === entry.recordId)).toHaveLength(1);
    expect(truth.entries).toHaveLength(3);
    expect(truth.comments.map((c) => c.id)).toEqual([comment.recordId]);
    expect(truth.users[0]?.numberOfEntries).toBe(3);
    expect(notesOf(truth, entry.recordId)).toBe('once, edited');
    // Each of the three was sent twice: the retry got the server's stored answer.
    const sends = a.network.requests.filter((r) => r.startsWith('POST'));
    expect(sends.filter((r) => r === 'POST /api/entries')).toHaveLength(2 + 2);
    expect(sends.filter((r) => r === `POST /api/entries/${entry.recordId}`)).toHaveLength(2);
    expect(sends.filter((r) => r === 'POST /api/comments')).toHaveLength(2);
    world.close();
  });
});

describe('a reload while the queue is being sent', () => {
  for (const when of ['before-server', 'after-server'] as const) {
    it(`loses nothing when the second request was in flight (${when})`, async () => {
      const world = await newWorld(host, { seed: 5, devices: 2 });
      const [a, b] = world.devices as [Device, Device];
      a.network.offline = true;
      const journal = await a.write(newJournal({ title: 'Queue' }, a.ctx()));
      const first = await a.write(
        newTextEntry({ journal_id: journal.recordId, notes: 'one' }, a.ctx()),
      );
      await a.write(newTextEntry({ journal_id: journal.recordId, notes: 'two' }, a.ctx()));
      await a.write(editEntry(first.recordId, { notes: 'one, edited' }, a.ctx()));
      a.network.offline = false;

      const stuck = a.network.stallNext(when, 1);
      void a.sync();
      await stuck;
      a.reload();
      expect(await a.outboxSize()).toBe(3);
      await settle([a, b], host);

      const truth = await expectConverged(world);
      expect(truth.journals.map((j) => j.id)).toEqual([journal.recordId]);
      expect(truth.entries.map((e) => e.notes).sort()).toEqual(['one, edited', 'two']);
      expect(truth.users[0]?.numberOfEntries).toBe(2);
      world.close();
    });
  }
});

describe("a comment on someone else's public entry", () => {
  it('stays a seen copy on the device once the server has it, as its entry is', async () => {
    const world = await newWorld(host, {
      seed: 9,
      devices: 1,
      collaborator: await host.register(),
    });
    const [a, x] = world.devices as [Device, Device];
    const open = await a.write(newJournal({ title: 'Open to all', private: false }, a.ctx()));
    const entry = await a.write(
      newTextEntry({ journal_id: open.recordId, notes: 'read me' }, a.ctx()),
    );
    await drain(a, host);
    // X opens A's journal page, as the page does: its entries are kept as seen copies.
    const [owner, reader] = world.accounts as [Account, Account];
    const slug = (await a.db.journals.get(open.recordId))!.slug;
    const page = await host.call('GET', `/api/users/${owner.user.ritual_user}/journals/${slug}`, {
      token: reader.token,
    });
    expect(page.status).toBe(200);
    await rememberJournalPage(x.db, page.body as JournalPage, x.now());

    await x.write(
      newComment({ entry_id: entry.recordId, journal_id: open.recordId, value: 'lovely' }, x.ctx()),
    );
    await settle([a, x], host);

    // X does not sync A's journal, so a fresh device of X's has no such comment; X's device
    // keeps it beside the seen entry, where the entry view finds it offline.
    expect(await x.snapshot()).toEqual(await world.serverSnapshot(reader));
    const kept = await x.db.comments.where('entry_id').equals(entry.recordId).toArray();
    expect(kept.map((comment) => [comment.value, comment.$seen !== undefined])).toEqual([
      ['lovely', true],
    ]);
    world.close();
  });
});
