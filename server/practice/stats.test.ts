import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCollaborator,
  createJournal,
  createTextEntry,
  form,
  pngBytes,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

/** The server's "now" in these tests: 04:00 in Los Angeles, 21:00 in Tokyo. */
const NOW = Date.parse('2031-01-15T12:00:00Z');

describe(`stats (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let collaborator: Account;
  let stranger: Account;
  let admin: Account;
  let sketches: { id: string };
  let shared: { id: string };
  beforeAll(async () => {
    server = await startTestServer();
    server.clock.now = NOW;
    [me, collaborator, stranger, admin] = await Promise.all([
      server.register('me'),
      server.register('collab'),
      server.register('stranger'),
      server.register('admin'),
    ]);
    await server.deps.database.transaction(async ({ db, t }) => {
      await db.update(t.users).set({ role: 'admin' }).where(eq(t.users.id, admin.user.id));
      await db
        .update(t.users)
        .set({ timezone: 'America/Los_Angeles' })
        .where(eq(t.users.id, me.user.id));
    });
    sketches = await createJournal(server, me.token, { title: 'Sketches', private: true });
    shared = await createJournal(server, collaborator.token, { title: 'Shared scales' });
    await addCollaborator(server, shared.id, me.user.id);
    // In Los Angeles: 13th 22:30, 14th 08:00, 15th 03:00; the last counts for the 11th instead.
    await postAt(me, sketches.id, '2031-01-14T06:30:00Z');
    await postAt(me, sketches.id, '2031-01-14T16:00:00Z');
    await postAt(me, shared.id, '2031-01-15T11:00:00Z', { streakDate: '2031-01-11' });
    const image = await server.call('POST', '/api/entries', {
      token: me.token,
      body: form(
        { id: uuidv7({ msecs: Date.parse('2031-01-14T17:00:00Z') }), journal_id: shared.id },
        { file: { bytes: await pngBytes(), type: 'image/png' } },
      ),
    });
    expect(image.status).toBe(201);
    await postAt(collaborator, shared.id, '2031-01-15T11:00:00Z');
  });
  afterAll(() => server.close());

  function postAt(account: Account, journalId: string, iso: string, fields = {}) {
    return createTextEntry(server, account.token, journalId, {
      id: uuidv7({ msecs: Date.parse(iso) }),
      ...fields,
    });
  }
  const stats = (account?: Account, query = '', path = '/api/users/stats/') =>
    server.call('GET', `${path}${query}`, account ? { token: account.token } : {});

  describe('GET /api/users/stats/', () => {
    it('counts the user’s own entries by day of their time zone, by type and by journal', async () => {
      const res = await stats(me);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        timezone: 'America/Los_Angeles',
        totals: { entries: 4, journals: 2, days: 3 },
        perDay: { '2031-01-11': 1, '2031-01-13': 1, '2031-01-14': 2 },
        perType: { text: 3, image: 1, video: 0, audio: 0 },
        streak: {
          current: 2,
          longest: 2,
          last: { start: '2031-01-13', end: '2031-01-14', length: 2 },
          today: false,
        },
        journals: [
          { journal_id: shared.id, title: 'Shared scales', entries: 2, current: 1, longest: 1 },
          { journal_id: sketches.id, title: 'Sketches', entries: 2, current: 2, longest: 2 },
        ],
      });
    });

    it('answers the same without the trailing slash', async () => {
      const [slash, bare] = [await stats(me), await stats(me, '', '/api/users/stats')];
      expect(bare.status).toBe(200);
      expect(bare.body).toEqual(slash.body);
    });

    it('turns the days at the user’s midnight: the same entries in Tokyo', async () => {
      const tokyo = await server.register('tokyo');
      await server.deps.database.transaction(({ db, t }) =>
        db.update(t.users).set({ timezone: 'Asia/Tokyo' }).where(eq(t.users.id, tokyo.user.id)),
      );
      const journal = await createJournal(server, tokyo.token);
      await postAt(tokyo, journal.id, '2031-01-14T06:30:00Z');
      await postAt(tokyo, journal.id, '2031-01-14T16:00:00Z');
      const res = await stats(tokyo);
      expect(res.body.perDay).toEqual({ '2031-01-14': 1, '2031-01-15': 1 });
      expect(res.body.streak).toMatchObject({ current: 2, today: true });
    });

    it('with a journal, counts only that journal, even one without entries of theirs', async () => {
      const only = await stats(me, `?journal=${shared.id}`);
      expect(only.status).toBe(200);
      expect(only.body.totals).toEqual({ entries: 2, journals: 1, days: 2 });
      expect(only.body.journals.map((j: { journal_id: string }) => j.journal_id)).toEqual([
        shared.id,
      ]);
      const theirs = await stats(stranger, `?journal=${shared.id}`);
      expect(theirs.status).toBe(200);
      expect(theirs.body).toMatchObject({
        totals: { entries: 0, journals: 0, days: 0 },
        perDay: {},
        journals: [{ journal_id: shared.id, title: 'Shared scales', entries: 0 }],
      });
    });

    it('answers 404 for a journal the user may not read; an admin may read any', async () => {
      expect((await stats(stranger, `?journal=${sketches.id}`)).status).toBe(404);
      expect((await stats(stranger, `?journal=${uuidv7()}`)).status).toBe(404);
      const asAdmin = await stats(admin, `?journal=${sketches.id}`);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.totals.entries).toBe(0);
    });

    it('stops counting entries in a journal the user was removed from, public or private', async () => {
      for (const isPrivate of [true, false]) {
        const owner = await server.register('host');
        const guest = await server.register('guest');
        const journal = await createJournal(server, owner.token, { private: isPrivate });
        await addCollaborator(server, journal.id, guest.user.id);
        await postAt(guest, journal.id, '2031-01-15T10:00:00Z');
        expect((await stats(guest)).body.totals.entries).toBe(1);
        // Sync takes the journal off their devices; their offline stats and these must agree.
        await server.deps.database.transaction(({ db, t }) =>
          db.delete(t.collaborators).where(eq(t.collaborators.userId, guest.user.id)),
        );
        expect((await stats(guest)).body.totals.entries).toBe(0);
      }
    });

    it('refuses a malformed journal id', async () => {
      const res = await stats(me, '?journal=sketches');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^journal:/);
    });

    it('refuses visitors', async () => {
      expect((await stats()).status).toBe(401);
      expect((await stats(undefined, '', '/api/users/stats')).status).toBe(401);
    });
  });
});
