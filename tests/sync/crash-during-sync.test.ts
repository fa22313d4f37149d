import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../server/test/harness.js';
import { Device } from './support/device.js';
import { describeMutation } from './support/mutation-request.js';
import { expectedState, serverState, writeOffline } from './support/offline-writes.js';
import { ProcessHost } from './support/process-host.js';
import { seededRandom, type Random } from './support/random.js';
import { drawSeeds, replayLine, type SeedPlan } from './support/seeds.js';
import type { Account } from './support/server-host.js';
import { serverSnapshot } from './support/snapshot.js';

/**
 * A device replays a queue of writes made offline to a server process that is killed with SIGKILL
 * at seeded moments and started again on the same data. Whatever the client saw acknowledged
 * before a kill is on the server after it; in the end every write is there exactly once.
 * Each run draws a fresh base seed and prints it: CRASH_SEED=<seed> replays one run,
 * CRASH_BASE_SEED=<seed> a whole earlier one; CRASH_RUNS=<n> runs more (or fewer); CRASH_TRACE=1
 * prints each run's writes and kills.
 * On PostgreSQL: TEST_DATABASE_URL=postgres://… npx vitest run --project sync <this file>.
 */
const WRITES = 60;
/** how long a run may take to empty its outbox, kills and restarts included */
const SYNC_DEADLINE_MS = 60_000;
const plan: SeedPlan = {
  suite: `crash during sync (${testDialect})`,
  one: 'CRASH_SEED',
  base: 'CRASH_BASE_SEED',
  count: 'CRASH_RUNS',
  defaultCount: 3,
  command: 'npx vitest run --project sync tests/sync/crash-during-sync.test.ts',
};
const seeds = drawSeeds(plan);

/** A kill: when the client sends its `after`-th write request (retries count), plus `delayMs`. */
interface Kill {
  after: number;
  delayMs: number;
}

/**
 * One or two kills among the first sends (each write is sent at least once, so each is reached);
 * the delay lands them anywhere in a request: before the server reads it, between its
 * Idempotency-Key claim, its transaction and its stored answer, or after the answer left.
 */
function planKills(random: Random): Kill[] {
  const first = random.int(1, WRITES - 10);
  const kills = [{ after: first, delayMs: random.int(0, 30) }];
  if (random.chance(0.35))
    kills.push({ after: random.int(first + 5, WRITES), delayMs: random.int(0, 30) });
  return kills;
}

let host: ProcessHost;
let started = 0;
beforeAll(async () => {
  started = performance.now();
  host = await ProcessHost.start();
});
afterAll(async () => {
  console.info(
    `crash during sync (${testDialect}): ${seeds.length} runs in ${Math.round(performance.now() - started)} ms`,
  );
  await host?.close();
});

/**
 * After a kill, before the client may reach the new process: the writes acknowledged so far are a
 * prefix of the outbox (one write at a time, in order), and the server holds exactly those, or
 * those and the next one (done, but its answer lost in the kill).
 */
async function killAndCheck(device: Device, account: Account, log: string[]): Promise<void> {
  const killedAt = performance.now();
  await host.kill();
  const acked = device.written.filter((m) => device.outcomes.get(m.id)?.kind === 'done');
  try {
    await host.restart();
    expect(acked, 'acknowledged writes are the first ones').toEqual(
      device.written.slice(0, acked.length),
    );
    const state = await serverState(host.asServerHost(), account);
    const withNext = expectedState(account.user.id, device.written.slice(0, acked.length + 1));
    const applied = isDeepStrictEqual(state, withNext);
    log.push(
      `killed at send ${host.sent}: ${acked.length} acknowledged, the next ${applied ? 'done' : 'not done'} on the server (back in ${Math.round(performance.now() - killedAt)} ms)`,
    );
    if (!applied)
      expect(state, `the ${acked.length} acknowledged writes after the restart`).toEqual(
        expectedState(account.user.id, acked),
      );
  } finally {
    host.down = false;
  }
}

/** Syncs as the page does when the network is back (retryNow) until the outbox is empty. */
async function syncUntilEmpty(device: Device, failures: unknown[]): Promise<void> {
  const deadline = Date.now() + SYNC_DEADLINE_MS;
  while ((await device.outboxSize()) > 0 && failures.length === 0) {
    if (Date.now() > deadline)
      throw new Error(
        `${await device.outboxSize()} writes still queued after ${SYNC_DEADLINE_MS} ms`,
      );
    const result = await device.engine.sync({ retryNow: true });
    if (result === 'signed-out') throw new Error('signed out');
    if (result === 'waiting') await sleep(20);
  }
}

async function runOnce(seed: number, log: string[]): Promise<void> {
  const random = seededRandom(seed);
  const account = await host.register('crash');
  const me = account.user.id;
  const device = new Device({ name: 'A', host: host.asServerHost(), account, random: random.next });
  try {
    const begun = performance.now();
    log.push(...(await writeOffline(device, random, WRITES)));
    log.push(`${WRITES} writes offline in ${Math.round(performance.now() - begun)} ms`);
    const kills = planKills(random);
    log.push(`kills: ${kills.map((k) => `at send ${k.after} +${k.delayMs} ms`).join(', ')}`);

    // Kills run one after another; a failed check stops the syncing and fails the run.
    let crashes = Promise.resolve();
    let killed = 0;
    const failures: unknown[] = [];
    host.sent = 0;
    host.onSend = (count) => {
      for (const kill of kills.filter((k) => k.after === count))
        crashes = crashes
          .then(() => sleep(kill.delayMs))
          .then(() => killAndCheck(device, account, log))
          .then(() => void (killed += 1))
          .catch((error: unknown) => void failures.push(error));
    };
    try {
      await syncUntilEmpty(device, failures);
      await crashes;
    } finally {
      host.onSend = undefined;
    }
    log.push(`synced until ${Math.round(performance.now() - begun)} ms`);
    const answers = new Map<number, number>();
    for (const { status } of host.wire.splice(0))
      answers.set(status, (answers.get(status) ?? 0) + 1);
    log.push(`answers: ${[...answers].map(([status, n]) => `${n}× ${status}`).join(', ')}`);
    if (failures.length > 0) throw failures[0];
    expect(killed, 'kills done').toBe(kills.length);

    for (const m of device.written)
      expect(device.outcomes.get(m.id)?.kind, describeMutation(m)).toBe('done');
    expect(await serverState(host.asServerHost(), account), 'the server in the end').toEqual(
      expectedState(me, device.written),
    );
    // Each creation made its feed line once: a creation done twice would show twice.
    const lines = (await host.activityOf(me)).map((row) =>
      row.type === 'journal-created' ? `journal ${row.journal_id}` : `${row.type} ${row.entry_id}`,
    );
    const created = device.written
      .filter((m) => m.patch.op === 'create' && (m.kind === 'journal' || m.kind === 'entry'))
      .map((m) => `${m.kind === 'journal' ? 'journal' : 'entry-created'} ${m.recordId}`);
    expect(lines.sort(), 'activity lines').toEqual(created.sort());
    await device.pullOnly();
    expect(await device.snapshot(), 'what the device shows').toEqual(
      await serverSnapshot(host.asServerHost(), account.token),
    );
  } finally {
    device.close();
  }
}

describe(`a server killed while a device replays its offline writes (${testDialect})`, () => {
  for (const seed of seeds) {
    it(`seed ${seed}`, async () => {
      const log: string[] = [];
      try {
        await runOnce(seed, log);
        if (process.env.CRASH_TRACE) console.info([`seed ${seed}`, ...log].join('\n'));
      } catch (error) {
        if (error instanceof Error)
          error.message = [
            `Crash run ${seed} failed: ${error.message}`,
            replayLine(plan, seed, testDialect === 'postgres' ? 'TEST_DATABASE_URL=… ' : ''),
            ...log,
            'Server log (end):',
            host.logTail(),
          ].join('\n');
        throw error;
      }
    });
  }
});
