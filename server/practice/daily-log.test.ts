import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyLog } from '../../contract/daily-log.js';
import type { SyncChange } from '../../contract/sync.js';
import {
  addCollaborator,
  createJournal,
  createTextEntry,
  removeCollaborator,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

/** The server's "now" in these tests: 04:00 in Los Angeles, 21:00 in Tokyo. */
const NOW = Date.parse('2031-01-15T12:00:00Z');

describe(`daily log (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  beforeAll(async () => {
    server = await startTestServer();
    server.clock.now = NOW;
    [owner, collaborator, stranger] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('stranger'),
    ]);
  });
  afterAll(() => server.close());

  const setTimezone = (account: Account, timezone: string) =>
    server.deps.database.transaction(({ db, t }) =>
      db.update(t.users).set({ timezone }).where(eq(t.users.id, account.user.id)),
    );
  /** An entry made at `iso` (its UUIDv7 dates it), as a device that was offline sends it. */
  const postAt = (account: Account, journalId: string, iso: string, fields = {}) =>
    createTextEntry(server, account.token, journalId, {
      id: uuidv7({ msecs: Date.parse(iso) }),
      ...fields,
    });
  const logAdd = (account: Account | undefined, journalId: string, json?: object) =>
    server.call('POST', `/api/journals/${journalId}/log-add`, {
      ...(account ? { token: account.token } : {}),
      ...(json ? { json } : {}),
    });
  const logOf = async (account: Account) => {
    const res = await server.call('GET', '/api/users/log', { token: account.token });
    expect(res.status).toBe(200);
    return res.body as DailyLog;
  };

  describe('POST /api/journals/{id}/log-add', () => {
    it('adds journals to the end of the log under the id the client chose', async () => {
      const me = await server.register('adder');
      const [first, second] = [
        await createJournal(server, me.token),
        await createJournal(server, me.token),
      ];
      const id = uuidv7();
      const added = await logAdd(me, first.id, { id });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ id, journal_id: first.id, position: 0 });
      const next = await logAdd(me, second.id);
      expect(next.status).toBe(201);
      expect(next.body.position).toBe(1);
    });

    it('answers 200 with the item already in the log, for a replay or a second device', async () => {
      const me = await server.register('again');
      const journal = await createJournal(server, me.token);
      const id = uuidv7();
      await logAdd(me, journal.id, { id });
      const replay = await logAdd(me, journal.id, { id });
      const otherDevice = await logAdd(me, journal.id, { id: uuidv7() });
      expect([replay.status, otherDevice.status]).toEqual([200, 200]);
      expect([replay.body.id, otherDevice.body.id]).toEqual([id, id]);
      expect(await logOf(me)).toHaveLength(1);
    });

    it('lets a collaborator add a journal they collaborate on, and anyone a public journal', async () => {
      const secret = await createJournal(server, owner.token, { private: true });
      await addCollaborator(server, secret.id, collaborator.user.id);
      expect((await logAdd(collaborator, secret.id)).status).toBe(201);
      const open = await createJournal(server, owner.token);
      expect((await logAdd(stranger, open.id)).status).toBe(201);
    });

    it('answers 404 for another user’s private journal and for no journal at all', async () => {
      const secret = await createJournal(server, owner.token, { private: true });
      expect((await logAdd(stranger, secret.id)).status).toBe(404);
      expect((await logAdd(stranger, uuidv7())).status).toBe(404);
    });

    it('gives one id to one of two users adding at the same moment; the other learns it is taken', async () => {
      const journal = await createJournal(server, owner.token);
      const [a, b] = await Promise.all([server.register('racer'), server.register('racer')]);
      const id = uuidv7();
      const answers = await Promise.all([
        logAdd(a, journal.id, { id }),
        logAdd(b, journal.id, { id }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    });

    it('refuses an id held by someone else, and bringing back a removed item by its old id', async () => {
      const journal = await createJournal(server, owner.token);
      const id = uuidv7();
      await logAdd(owner, journal.id, { id });
      expect((await logAdd(stranger, journal.id, { id })).status).toBe(409);
      await server.call('POST', `/api/journals/${journal.id}/log-remove`, { token: owner.token });
      const revived = await logAdd(owner, journal.id, { id });
      expect(revived.status).toBe(410);
      expect(revived.body.message).toBe('This journal was removed from your daily log.');
    });

    it('refuses bad input with a readable message', async () => {
      const journal = await createJournal(server, owner.token);
      const badPath = await logAdd(owner, 'not-a-journal');
      expect(badPath.status).toBe(400);
      expect(badPath.body.message).toMatch(/^id:/);
      const v4 = await logAdd(owner, journal.id, { id: crypto.randomUUID() });
      expect(v4.status).toBe(400);
      expect(v4.body.message).toMatch(/^id:/);
    });

    it('refuses visitors', async () => {
      const journal = await createJournal(server, owner.token);
      expect((await logAdd(undefined, journal.id)).status).toBe(401);
    });
  });

  describe('POST /api/journals/{id}/log-remove', () => {
    it('takes the journal out of the log; adding it again puts it at the end', async () => {
      const me = await server.register('remover');
      const [a, b] = [await createJournal(server, me.token), await createJournal(server, me.token)];
      await logAdd(me, a.id);
      await logAdd(me, b.id);
      const remove = () =>
        server.call('POST', `/api/journals/${a.id}/log-remove`, { token: me.token });
      expect((await remove()).status).toBe(204);
      expect((await logOf(me)).map((item) => item.journal_id)).toEqual([b.id]);
      expect((await remove()).status).toBe(204);
      const back = await logAdd(me, a.id);
      expect(back.status).toBe(201);
      expect((await logOf(me)).map((item) => item.journal_id)).toEqual([b.id, a.id]);
    });

    it('refuses visitors and bad ids', async () => {
      const journal = await createJournal(server, owner.token);
      const visitor = await server.call('POST', `/api/journals/${journal.id}/log-remove`);
      expect(visitor.status).toBe(401);
      const bad = await server.call('POST', '/api/journals/nope/log-remove', {
        token: owner.token,
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('GET /api/users/log', () => {
    it('counts days in the user’s time zone, across their midnight, and keeps yesterday unbroken', async () => {
      const me = await server.register('night');
      const journal = await createJournal(server, me.token, { title: 'Night sketches' });
      await logAdd(me, journal.id);
      // 22:30 and 08:00 next day in Los Angeles; 15:30 and 01:00 next day in Tokyo.
      await postAt(me, journal.id, '2031-01-14T06:30:00Z');
      await postAt(me, journal.id, '2031-01-14T16:00:00Z');

      await setTimezone(me, 'America/Los_Angeles');
      const [west] = await logOf(me);
      expect(west!.journal.title).toBe('Night sketches');
      expect(west!.streak).toEqual({
        current: 2,
        longest: 2,
        last: { start: '2031-01-13', end: '2031-01-14', length: 2 },
        today: false,
      });
      await setTimezone(me, 'Asia/Tokyo');
      expect((await logOf(me))[0]!.streak).toEqual({
        current: 2,
        longest: 2,
        last: { start: '2031-01-14', end: '2031-01-15', length: 2 },
        today: true,
      });
      await setTimezone(me, 'UTC');
      expect((await logOf(me))[0]!.streak).toMatchObject({ current: 1, today: false });

      // A day later, at 01:00 in Los Angeles: the 15th ended there without an entry.
      server.clock.advance(21 * 3_600_000);
      try {
        await setTimezone(me, 'America/Los_Angeles');
        expect((await logOf(me))[0]!.streak).toMatchObject({ current: 0, longest: 2 });
        await setTimezone(me, 'Asia/Tokyo');
        expect((await logOf(me))[0]!.streak).toMatchObject({ current: 2, today: false });
      } finally {
        server.clock.now = NOW;
      }
    });

    it('counts an entry for its streakDate, and falls back to UTC for an unknown zone', async () => {
      const me = await server.register('backdate');
      const journal = await createJournal(server, me.token);
      await logAdd(me, journal.id);
      await postAt(me, journal.id, '2031-01-15T11:00:00Z');
      await postAt(me, journal.id, '2031-01-15T11:30:00Z', { streakDate: '2031-01-14' });
      await postAt(me, journal.id, '2031-01-15T11:45:00Z', { streakDate: '2031-01-12' });
      await setTimezone(me, 'Atlantis/Capital');
      expect((await logOf(me))[0]!.streak).toEqual({
        current: 2,
        longest: 2,
        last: { start: '2031-01-14', end: '2031-01-15', length: 2 },
        today: true,
      });
    });

    it('counts the entries the user may read in a shared journal, whoever posted them', async () => {
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, collaborator.user.id);
      await postAt(owner, journal.id, '2031-01-14T12:00:00Z');
      await postAt(collaborator, journal.id, '2031-01-15T11:00:00Z', { private: true });
      await logAdd(collaborator, journal.id);
      await logAdd(stranger, journal.id);
      const mine = (await logOf(collaborator)).find((item) => item.journal_id === journal.id);
      const theirs = (await logOf(stranger)).find((item) => item.journal_id === journal.id);
      expect(mine!.streak).toMatchObject({ current: 2, today: true });
      expect(theirs!.streak).toMatchObject({ current: 1, today: false });
    });

    it('leaves out a journal the user may no longer read, and brings it back with access', async () => {
      const journal = await createJournal(server, owner.token, { private: true });
      const me = await server.register('leaver');
      await addCollaborator(server, journal.id, me.user.id);
      await logAdd(me, journal.id);
      await removeCollaborator(server, journal.id, me.user.id);
      expect(await logOf(me)).toEqual([]);
      await addCollaborator(server, journal.id, me.user.id);
      expect((await logOf(me)).map((item) => item.journal_id)).toEqual([journal.id]);
    });

    it('refuses visitors', async () => {
      expect((await server.call('GET', '/api/users/log')).status).toBe(401);
    });
  });

  describe('POST /api/users/log', () => {
    it('orders the log: the journals named first, the rest after in their order', async () => {
      const me = await server.register('orderer');
      const [a, b, c] = [
        await createJournal(server, me.token, { title: 'A' }),
        await createJournal(server, me.token, { title: 'B' }),
        await createJournal(server, me.token, { title: 'C' }),
      ];
      for (const journal of [a, b, c]) await logAdd(me, journal.id);
      const res = await server.call('POST', '/api/users/log', {
        token: me.token,
        json: { order: [c.id, a.id] },
      });
      expect(res.status).toBe(200);
      const titles = (log: { journal: { title: string } }[]) => log.map((i) => i.journal.title);
      expect(titles(res.body)).toEqual(['C', 'A', 'B']);
      expect(titles(await logOf(me))).toEqual(['C', 'A', 'B']);
      expect((await logOf(me)).map((item) => item.position)).toEqual([0, 1, 2]);
    });

    it('refuses journals not in the log, repeats and malformed bodies', async () => {
      const me = await server.register('badorder');
      const journal = await createJournal(server, me.token);
      await logAdd(me, journal.id);
      const outside = uuidv7();
      const call = (json: unknown) =>
        server.call('POST', '/api/users/log', { token: me.token, json });
      const notInLog = await call({ order: [journal.id, outside] });
      expect(notInLog.status).toBe(400);
      expect(notInLog.body.message).toBe(`order: the journal ${outside} is not in your daily log.`);
      const twice = await call({ order: [journal.id, journal.id] });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toBe('order: Each journal may appear only once.');
      expect((await call({})).status).toBe(400);
      expect((await call({ order: ['x'] })).status).toBe(400);
    });

    it('refuses visitors', async () => {
      const res = await server.call('POST', '/api/users/log', { json: { order: [] } });
      expect(res.status).toBe(401);
    });
  });

  describe('GET /api/journals/{id}/last-streak', () => {
    it('counts in the viewer’s time zone, or the owner’s for visitors without naming it, showing only what each may read', async () => {
      const author = await server.register('streaker');
      const viewer = await server.register('viewer');
      await setTimezone(author, 'Asia/Tokyo');
      await setTimezone(viewer, 'America/Los_Angeles');
      const journal = await createJournal(server, author.token);
      await postAt(author, journal.id, '2031-01-14T06:30:00Z');
      await postAt(author, journal.id, '2031-01-14T16:00:00Z');
      await postAt(author, journal.id, '2031-01-15T11:00:00Z', { private: true });
      const streak = (account?: Account) =>
        server.call('GET', `/api/journals/${journal.id}/last-streak`, {
          ...(account ? { token: account.token } : {}),
        });
      expect((await streak()).body).toEqual({
        current: 2,
        longest: 2,
        last: { start: '2031-01-14', end: '2031-01-15', length: 2 },
        today: true,
        timezone: null,
      });
      expect((await streak(viewer)).body).toEqual({
        current: 2,
        longest: 2,
        last: { start: '2031-01-13', end: '2031-01-14', length: 2 },
        today: false,
        timezone: 'America/Los_Angeles',
      });
      await setTimezone(author, 'America/Los_Angeles');
      expect((await streak(author)).body).toMatchObject({ current: 3, today: true });
    });

    it('answers 404 for a private journal, unless the viewer is a member or brings its share key', async () => {
      const journal = await createJournal(server, owner.token, { private: true });
      const path = `/api/journals/${journal.id}/last-streak`;
      expect((await server.call('GET', path, { token: stranger.token })).status).toBe(404);
      expect((await server.call('GET', path)).status).toBe(404);
      await addCollaborator(server, journal.id, collaborator.user.id);
      expect((await server.call('GET', path, { token: collaborator.token })).status).toBe(200);
      const shared = await server.call('POST', `/api/journals/${journal.id}/generate-share-key`, {
        token: owner.token,
      });
      const withKey = await server.call('GET', `${path}?key=${shared.body.share_key}`);
      expect(withKey.status).toBe(200);
      expect(withKey.body).toMatchObject({ current: 0, last: null });
    });

    it('refuses a malformed journal id', async () => {
      const res = await server.call('GET', '/api/journals/nope/last-streak');
      expect(res.status).toBe(400);
    });
  });

  describe('GET /api/sync (log items)', () => {
    it('carries the user’s log items as they are added, reordered and removed', async () => {
      const me = await server.register('synclog');
      const [a, b] = [await createJournal(server, me.token), await createJournal(server, me.token)];
      const pull = async (since: string) => {
        const res = await server.call('GET', `/api/sync?since=${since}`, { token: me.token });
        expect(res.status).toBe(200);
        const changes = (res.body.changes as SyncChange[]).filter((c) => c.kind === 'log_item');
        return { changes, cursor: res.body.cursor as string };
      };
      const start = (await pull('0')).cursor;
      const itemA = (await logAdd(me, a.id)).body.id as string;
      const itemB = (await logAdd(me, b.id)).body.id as string;
      const added = await pull(start);
      expect(
        added.changes.map((c) => [c.id, c.record && 'position' in c.record && c.record.position]),
      ).toEqual([
        [itemA, 0],
        [itemB, 1],
      ]);
      await server.call('POST', '/api/users/log', { token: me.token, json: { order: [b.id] } });
      const reordered = await pull(added.cursor);
      expect(
        reordered.changes.map((c) => [c.id, (c.record as { position: number }).position]),
      ).toEqual(
        expect.arrayContaining([
          [itemA, 1],
          [itemB, 0],
        ]),
      );
      await server.call('POST', `/api/journals/${a.id}/log-remove`, { token: me.token });
      const removed = await pull(reordered.cursor);
      expect(removed.changes).toEqual([
        expect.objectContaining({ id: itemA, deleted: true, record: null }),
      ]);
      const other = await server.call('GET', '/api/sync?since=0', { token: stranger.token });
      expect(JSON.stringify(other.body)).not.toContain(itemB);
    });
  });
});
