import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DailyLog, LogItem } from '../../contract/daily-log.js';
import type { Reminder } from '../../contract/reminders.js';
import type { SyncChange } from '../../contract/sync.js';
import { requestOf } from '../../contract/write-request.js';
import { write, type Write } from '../../contract/writes.js';
import { createJournal } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const NOW = Date.parse('2031-01-15T12:00:00Z');
const EVENINGS: Reminder = { at: '19:00', days: [1, 3, 5] };

describe(`reminders (${testDialect})`, () => {
  let server: TestServer;
  let stranger: Account;
  beforeAll(async () => {
    server = await startTestServer();
    server.clock.now = NOW;
    stranger = await server.register('stranger');
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.clock.now = NOW;
  });

  const remind = (account: Account, journalId: string, json: unknown) =>
    server.call('POST', `/api/journals/${journalId}/log-remind`, { token: account.token, json });
  const pause = (account: Account, json: unknown) =>
    server.call('POST', '/api/users/reminders', { token: account.token, json });
  const logOf = async (account: Account) => {
    const res = await server.call('GET', '/api/users/log', { token: account.token });
    expect(res.status).toBe(200);
    return res.body as DailyLog;
  };
  /** A second device of the same person: its own session. */
  const secondDevice = async (account: Account): Promise<Account> => {
    const res = await server.call('POST', '/api/auth/login', {
      json: { login: account.user.ritual_user, password: account.password },
    });
    expect(res.status).toBe(200);
    return { ...account, token: res.body.token as string };
  };
  /** What a device pulls after `since`: every change, and the cursor to pull from next. */
  const pull = async (device: Account, since: string) => {
    const res = await server.call('GET', `/api/sync?since=${since}`, { token: device.token });
    expect(res.status).toBe(200);
    return { changes: res.body.changes as SyncChange[], cursor: res.body.cursor as string };
  };
  const cursorOf = async (device: Account) => (await pull(device, '0')).cursor;
  const rowOf = async (itemId: string) => {
    const { db, t } = server.deps.database.read;
    const [row] = await db.select().from(t.logItems).where(eq(t.logItems.id, itemId));
    return row!;
  };
  /** Someone with one journal in their daily log; `item` is its log item. */
  const logger = async (prefix: string) => {
    const me = await server.register(prefix);
    const journal = await createJournal(server, me.token, { title: 'Scales' });
    const added = await server.call('POST', `/api/journals/${journal.id}/log-add`, {
      token: me.token,
      json: {},
    });
    expect(added.status).toBe(201);
    return { me, journal, item: added.body as LogItem };
  };

  describe('POST /api/journals/{id}/log-remind', () => {
    it('sets the reminder: answered, in the log, stored as a bitmask, and pulled by another device', async () => {
      const { me, journal, item } = await logger('setter');
      expect(item.reminder).toBeNull();
      const phone = await secondDevice(me);
      const since = await cursorOf(phone);

      server.clock.advance(60_000);
      const res = await remind(me, journal.id, { reminder: { at: '19:00', days: [5, 1, 3] } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: item.id, journal_id: journal.id, reminder: EVENINGS });
      expect(Date.parse(res.body.last_modified)).toBe(server.clock.now);
      expect((await logOf(me))[0]!.reminder).toEqual(EVENINGS);
      expect(await rowOf(item.id)).toMatchObject({
        remindAt: '19:00',
        remindDays: 1 | 4 | 16,
        remindSetAt: server.clock.now,
      });

      const pulled = await pull(phone, since);
      expect(pulled.changes).toEqual([
        expect.objectContaining({
          kind: 'log_item',
          id: item.id,
          deleted: false,
          record: expect.objectContaining({ reminder: EVENINGS }),
        }),
      ]);
    });

    it('clears the reminder with null, everywhere', async () => {
      const { me, journal, item } = await logger('clearer');
      await remind(me, journal.id, { reminder: EVENINGS });
      const phone = await secondDevice(me);
      const since = await cursorOf(phone);

      const res = await remind(me, journal.id, { reminder: null });
      expect(res.status).toBe(200);
      expect(res.body.reminder).toBeNull();
      expect((await logOf(me))[0]!.reminder).toBeNull();
      expect(await rowOf(item.id)).toMatchObject({ remindAt: null, remindDays: 0 });
      const pulled = await pull(phone, since);
      expect(
        pulled.changes.map((c) => [c.id, c.record && 'reminder' in c.record && c.record.reminder]),
      ).toEqual([[item.id, null]]);
    });

    it('moves remind_set_at only when the reminder changes: the same one again leaves today’s alone', async () => {
      const { me, journal, item } = await logger('setat');
      await remind(me, journal.id, { reminder: EVENINGS });
      expect((await rowOf(item.id)).remindSetAt).toBe(NOW);
      const since = await cursorOf(me);

      const anHourLater = NOW + 3_600_000;
      server.clock.now = anHourLater;
      // The same reminder from another device, its days in another order.
      const again = await remind(me, journal.id, { reminder: { at: '19:00', days: [3, 5, 1] } });
      expect(again.status).toBe(200);
      expect(again.body.reminder).toEqual(EVENINGS);
      const row = await rowOf(item.id);
      expect(row.remindSetAt).toBe(NOW);
      expect(row.lastModified).toBe(NOW);
      expect((await pull(me, since)).changes).toEqual([]);

      const later = await remind(me, journal.id, { reminder: { at: '20:30', days: [3, 5, 1] } });
      expect(later.body.reminder).toEqual({ at: '20:30', days: [1, 3, 5] });
      expect((await rowOf(item.id)).remindSetAt).toBe(anHourLater);
      const fewerDays = NOW + 2 * 3_600_000;
      server.clock.now = fewerDays;
      await remind(me, journal.id, { reminder: { at: '20:30', days: [1] } });
      expect(await rowOf(item.id)).toMatchObject({ remindDays: 1, remindSetAt: fewerDays });
    });

    it('refuses bad input with a readable message and changes nothing', async () => {
      const { me, journal, item } = await logger('badinput');
      await remind(me, journal.id, { reminder: EVENINGS });
      const before = await rowOf(item.id);
      const refusals: [unknown, string][] = [
        [
          { reminder: { at: '25:00', days: [1] } },
          'reminder.at: at must be a time of day as HH:MM.',
        ],
        [
          { reminder: { at: '7:00', days: [1] } },
          'reminder.at: at must be a time of day as HH:MM.',
        ],
        [{ reminder: { at: '19:00', days: [] } }, 'reminder.days: Choose at least one day.'],
        [
          { reminder: { at: '19:00', days: [2, 2] } },
          'reminder.days: Each day may appear only once.',
        ],
      ];
      for (const [body, message] of refusals) {
        const res = await remind(me, journal.id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, message });
      }
      for (const body of [{}, { reminder: { at: '19:00', days: [8] } }, { reminder: 'daily' }]) {
        const res = await remind(me, journal.id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toMatch(/^reminder/);
      }
      const badId = await remind(me, 'not-a-journal', { reminder: EVENINGS });
      expect(badId.status).toBe(400);
      expect(await rowOf(item.id)).toEqual(before);
      expect((await logOf(me))[0]!.reminder).toEqual(EVENINGS);
    });

    it('answers 404 for a journal not in the caller’s log, even one in someone else’s', async () => {
      const { me, journal, item } = await logger('notinlog');
      await remind(me, journal.id, { reminder: EVENINGS });
      const before = await rowOf(item.id);
      const notInLog = 'This journal is not in your daily log.';

      const own = await createJournal(server, me.token);
      const outside = await remind(me, own.id, { reminder: EVENINGS });
      expect(outside.status).toBe(404);
      expect(outside.body).toEqual({ statusCode: 404, message: notInLog });
      const nowhere = await remind(me, uuidv7(), { reminder: EVENINGS });
      expect(nowhere.status).toBe(404);

      // The journal is public and in its owner's log: a stranger still cannot touch that item.
      const theirs = await remind(stranger, journal.id, { reminder: null });
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe(notInLog);
      expect(await rowOf(item.id)).toEqual(before);

      // Once removed from the log, it has no reminder to set.
      await server.call('POST', `/api/journals/${journal.id}/log-remove`, { token: me.token });
      expect((await remind(me, journal.id, { reminder: EVENINGS })).status).toBe(404);
    });

    it('refuses visitors', async () => {
      const { journal } = await logger('visited');
      const res = await server.call('POST', `/api/journals/${journal.id}/log-remind`, {
        json: { reminder: EVENINGS },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('POST /api/users/reminders', () => {
    it('pauses and resumes every reminder: on the user’s record and pulled by another device', async () => {
      const me = await server.register('pauser');
      const phone = await secondDevice(me);
      const own = async () =>
        (await server.call('GET', '/api/auth', { token: me.token })).body.user as {
          reminders_paused: boolean;
        };
      expect((await own()).reminders_paused).toBe(false);
      const since = await cursorOf(phone);

      const paused = await pause(me, { paused: true });
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ id: me.user.id, reminders_paused: true });
      expect((await own()).reminders_paused).toBe(true);
      const pulled = await pull(phone, since);
      expect(pulled.changes).toEqual([
        expect.objectContaining({
          kind: 'user',
          id: me.user.id,
          record: expect.objectContaining({ reminders_paused: true }),
        }),
      ]);

      // Paused again: nothing changed, nothing to pull.
      expect((await pause(me, { paused: true })).body.reminders_paused).toBe(true);
      expect((await pull(phone, pulled.cursor)).changes).toEqual([]);

      const resumed = await pause(me, { paused: false });
      expect(resumed.body.reminders_paused).toBe(false);
      const back = await pull(phone, pulled.cursor);
      expect(
        back.changes.map(
          (c) => c.record && 'reminders_paused' in c.record && c.record.reminders_paused,
        ),
      ).toEqual([false]);
    });

    it('refuses a body that is not {paused: boolean}, changing nothing', async () => {
      const me = await server.register('badpause');
      for (const body of [{}, { paused: 'yes' }, { paused: null }]) {
        const res = await pause(me, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^paused: /) });
      }
      const { db, t } = server.deps.database.read;
      const [row] = await db.select().from(t.users).where(eq(t.users.id, me.user.id));
      expect(row!.remindersPaused).toBe(false);
      const visitor = await server.call('POST', '/api/users/reminders', { json: { paused: true } });
      expect(visitor.status).toBe(401);
    });
  });

  describe('POST /api/batch', () => {
    /** A queued write as the outbox sends it: built by the catalogue, keyed by its mutation id. */
    const queued = (w: Write, key = uuidv7()) => {
      const { method, path, json } = requestOf(w);
      return { method, path, key, body: json };
    };

    it('takes both writes as a device coming back online sends them, once per key', async () => {
      const { me, journal, item } = await logger('offline');
      const writes = [
        queued(
          write('log.remind', { id: journal.id }, { reminder: { at: '06:45', days: [7, 6] } }),
        ),
        queued(write('reminders.pause', {}, { paused: true })),
      ];
      const send = () => server.call('POST', '/api/batch', { token: me.token, json: { writes } });
      const res = await send();
      expect(res.status).toBe(200);
      expect(res.body.answers.map((a: { status: number }) => a.status)).toEqual([200, 200]);
      expect(res.body.answers[0].body).toMatchObject({
        id: item.id,
        reminder: { at: '06:45', days: [6, 7] },
      });
      expect(res.body.answers[1].body).toMatchObject({ id: me.user.id, reminders_paused: true });
      expect((await logOf(me))[0]!.reminder).toEqual({ at: '06:45', days: [6, 7] });
      const setAt = (await rowOf(item.id)).remindSetAt;

      // The batch sent again (its answer was lost): answered from the first, nothing redone.
      server.clock.advance(60_000);
      const replay = await send();
      expect(replay.body.answers.map((a: { status: number }) => a.status)).toEqual([200, 200]);
      expect((await rowOf(item.id)).remindSetAt).toBe(setAt);

      const bad = await server.call('POST', '/api/batch', {
        token: me.token,
        json: {
          writes: [
            queued(
              write('log.remind', { id: journal.id }, { reminder: { at: '24:00', days: [1] } }),
            ),
          ],
        },
      });
      expect(bad.body.answers[0]).toMatchObject({
        status: 400,
        body: { statusCode: 400, message: 'reminder.at: at must be a time of day as HH:MM.' },
      });
    });
  });
});
