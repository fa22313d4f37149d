import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncResponse } from '../../contract/sync.js';
import { addCollaborator, createJournal, form, pngBytes } from '../../server/test/fixtures.js';
import { startTestServer, type TestServer } from '../../server/test/harness.js';
import { TABLE_OF, type RitualDb } from '../../local-store/db.js';
import { freshStore } from '../../local-store/fake-store.js';
import { dailyLog } from '../../src/data/queries/daily-log.js';
import { journalStreak } from '../../src/data/queries/journal-streak.js';
import { statsOf } from '../../src/data/queries/stats.js';
import { seededRandom, type Random } from './support/random.js';

/**
 * Streaks read offline must agree with the server's: the same entries go through GET
 * /api/users/stats/ (and the log and last-streak) and through the page's queries on what
 * GET /api/sync copied into IndexedDB. OFFLINE_STATS_SEED=<seed> replays one case.
 */
const BASE_SEED = 7_000;
const seeds = process.env.OFFLINE_STATS_SEED
  ? [Number(process.env.OFFLINE_STATS_SEED)]
  : Array.from({ length: 6 }, (_, i) => BASE_SEED + i);

/** The server's now: around Europe's and North America's spring DST switches. */
const NOW = Date.parse('2031-03-31T12:00:00Z');
const DAY = 86_400_000;
const ZONES = ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'Pacific/Auckland', 'UTC'];
/** A zone no user has: proof that the synced user's own zone is the one counted. */
const WRONG_ZONE = 'Pacific/Kiritimati';

type Account = Awaited<ReturnType<TestServer['register']>>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = NOW;
});
afterAll(() => server.close());

async function call(method: string, path: string, account: Account, json?: unknown) {
  const res = await server.call(method, path, { token: account.token, json });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.body;
}

/** A text entry dated `msecs` ago by its UUIDv7, sometimes counted for another day. */
async function postEntry(random: Random, account: Account, journalId: string) {
  const msecs = NOW - random.int(0, 45 * DAY);
  const day = new Date(NOW + random.int(-40, 2) * DAY).toISOString().slice(0, 10);
  const json = {
    id: uuidv7({ msecs }),
    journal_id: journalId,
    notes: random.word(),
    ...(random.chance(0.15) ? { streakDate: day } : {}),
  };
  return (await call('POST', '/api/entries', account, json)) as { id: string };
}

/** Everything GET /api/sync gives this user, copied into a fresh IndexedDB as the page does. */
async function pullInto(db: RitualDb, account: Account) {
  let since = '0';
  for (;;) {
    const page = (await call('GET', `/api/sync?since=${since}&limit=40`, account)) as SyncResponse;
    for (const change of page.changes) {
      const table = db.table(TABLE_OF[change.kind]);
      if (change.deleted) await table.delete(change.id);
      else await table.put({ ...change.record, id: change.id });
    }
    since = page.cursor;
    if (!page.more) return;
  }
}

async function scenario(seed: number) {
  const random = seededRandom(seed);
  const [me, partner] = [await server.register('stats'), await server.register('partner')];
  const timezone = random.pick(ZONES);
  await call('POST', '/api/users', me, { timezone });
  const mine = [
    await createJournal(server, me.token, { title: `Mine ${random.word()}` }),
    await createJournal(server, me.token, { title: `Private ${random.word()}`, private: true }),
  ];
  const shared = await createJournal(server, partner.token, { title: `Shared ${random.word()}` });
  await addCollaborator(server, shared.id, me.user.id);
  const journals = [...mine, shared];

  const posted: string[] = [];
  for (let i = random.int(15, 40); i > 0; i -= 1) {
    const journal = random.pick(journals);
    const author = journal === shared && random.chance(0.5) ? partner : me;
    posted.push((await postEntry(random, author, journal.id)).id);
  }
  if (random.chance(0.5)) {
    const image = await server.call('POST', '/api/entries', {
      token: me.token,
      body: form(
        { id: uuidv7({ msecs: NOW - random.int(0, 3) * DAY }), journal_id: random.pick(mine).id },
        { file: { bytes: await pngBytes(), type: 'image/png' } },
      ),
    });
    expect(image.status).toBe(201);
  }
  for (let i = random.int(0, 3); i > 0; i -= 1)
    await server.call('DELETE', `/api/entries/${random.pick(posted)}`, { token: me.token });
  for (const journal of journals)
    if (random.chance(0.7)) await call('POST', `/api/journals/${journal.id}/log-add`, me);

  const db = freshStore();
  await pullInto(db, me);
  const clock = { now: NOW, fallbackTimeZone: WRONG_ZONE };

  expect(await statsOf(db, me.user.id, clock)).toEqual(await call('GET', '/api/users/stats/', me));
  for (const journal of journals)
    expect(await statsOf(db, me.user.id, { ...clock, journal: journal.id })).toEqual(
      await call('GET', `/api/users/stats/?journal=${journal.id}`, me),
    );
  expect(await dailyLog(db, me.user.id, clock)).toEqual(await call('GET', '/api/users/log', me));
  for (const journal of journals)
    expect(await journalStreak(db, journal.id, me.user.id, clock)).toEqual(
      await call('GET', `/api/journals/${journal.id}/last-streak`, me),
    );
  db.close();
}

describe('streaks read offline agree with the server', () => {
  for (const seed of seeds)
    it(`case ${seed}: stats, daily log and journal streaks`, async () => {
      try {
        await scenario(seed);
      } catch (error) {
        if (error instanceof Error)
          error.message = `Offline stats case ${seed} failed: ${error.message}\nRe-run it alone: OFFLINE_STATS_SEED=${seed} npx vitest run --project sync tests/sync/offline-stats.test.ts`;
        throw error;
      }
    });
});
