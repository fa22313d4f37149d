import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { LOGIN_FAILURE_WINDOW } from '../account/login-throttle.js';
import { createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { fault, report, send, type Offence } from './fuzz-checks.js';
import { seededRng } from './fuzz-inputs.js';
import { operations, requestMaker, type Identity, type Operation } from './fuzz-requests.js';
import { createWorld, type FuzzWorld } from './fuzz-world.js';

/** FUZZ_SEED replays a run; without it every run explores a fresh seed (printed on failure). */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const count = Number(process.env.FUZZ_REQUESTS ?? 2000);

/** Every route as the user and as a visitor first, then identities drawn at random. */
function* schedule(ops: Operation[], rng: ReturnType<typeof seededRng>) {
  for (let cycle = 0; ; cycle++) {
    for (const op of rng.shuffle(ops)) {
      const identity: Identity =
        cycle === 0
          ? 'user'
          : cycle === 1
            ? 'visitor'
            : rng.pick(['user', 'user', 'visitor', 'admin']);
      yield { op, identity };
    }
  }
}

describe(`hostile input across the API (${testDialect})`, () => {
  let server: TestServer;
  let world: FuzzWorld;
  let ops: Operation[];
  const offences: Offence[] = [];
  const covered = new Set<string>();
  let sent = 0;

  beforeAll(async () => {
    expect(Number.isInteger(seed), `FUZZ_SEED=${process.env.FUZZ_SEED}`).toBe(true);
    expect(Number.isInteger(count), `FUZZ_REQUESTS=${process.env.FUZZ_REQUESTS}`).toBe(true);
    server = await startTestServer();
    world = await createWorld(server);
    ops = operations((await server.call('GET', '/api/openapi.json')).body);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    onTestFailed(() => console.error(`fuzz seed ${seed}: replay with FUZZ_SEED=${seed}`));
  });

  it(`answers ${count} malformed, oversized and wrongly typed requests without a 5xx, in JSON`, async () => {
    expect(ops.length).toBeGreaterThan(50);
    const rng = seededRng(seed);
    const plan = schedule(ops, rng);
    const buildRequest = requestMaker(world, rng);
    while (sent < count) {
      const { op, identity } = plan.next().value!;
      const request = buildRequest(op, identity);
      const answer = await send(server, request);
      sent += 1;
      covered.add(`${op.method} ${op.path} ${identity}`);
      const problem = fault(request, answer);
      if (problem) offences.push({ request, answer, fault: problem });
      await world.settle(request.method, request.path, answer.status);
    }
    expect(offences.length, report(seed, sent, offences, server.log.lines)).toBe(0);
    // The first two rounds send every route as the user, then as a visitor (when the count allows).
    if (count < 2 * ops.length) return;
    const missed = ops.flatMap((op) =>
      (['user', 'visitor'] as const)
        .filter((who) => !covered.has(`${op.method} ${op.path} ${who}`))
        .map((who) => `${op.method} ${op.path} as ${who}`),
    );
    expect(missed, `seed ${seed}`).toEqual([]);
  }, 180_000);

  it('still signs in, keeps journals and entries and knows its tokens afterwards', async () => {
    // The fuzzed sign-ins failed from the one in-process address; its throttle is not on trial here.
    server.clock.advance(LOGIN_FAILURE_WINDOW + 1000);
    const { token: fuzzToken } = world.user();
    expect((await server.call('GET', '/api/auth', { token: fuzzToken })).status).toBe(200);

    const fresh = await server.register('after');
    const login = await server.call('POST', '/api/auth/login', {
      json: { login: fresh.user.ritual_user, password: fresh.password },
    });
    expect(login.status, login.text).toBe(200);
    const token = login.body.token as string;
    const me = await server.call('GET', '/api/auth', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(fresh.user.id);

    const journal = await createJournal(server, token, { title: 'After the storm' });
    const entry = await createTextEntry(server, token, journal.id, { notes: 'Still here.' });
    const read = await server.call('GET', `/api/entries/${entry.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.notes).toBe('Still here.');
    const listed = await server.call('GET', `/api/journals/${journal.id}/entries`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.entries.map((e: { id: string }) => e.id)).toEqual([entry.id]);
  });
});
