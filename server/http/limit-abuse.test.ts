import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { readConfig } from '../config.js';
import {
  createPostgresDatabase,
  startTestServer,
  testDialect,
  type TestServer,
} from '../test/harness.js';
import { holdWallClock } from '../test/wall-clock.js';
import { ABUSE_LIMITS } from './abuse-limits.js';

const HOUR = 60 * 60 * 1000;
const on = { RATE_LIMITS: 'on', TRUST_PROXY: 'true' };

let people = 0;
/** Signs up a new person from `address`; the answer as the API sent it. */
function signUp(server: TestServer, address: string) {
  people += 1;
  const username = `limit${process.pid % 1000}x${people}${Math.random().toString(36).slice(2, 6)}`;
  return server.call('POST', '/api/auth/register', {
    json: { username, email: `${username}@example.test`, password: `correct horse ${username}` },
    headers: { 'x-forwarded-for': address },
  });
}

async function signUpTimes(server: TestServer, address: string, times: number) {
  for (let i = 0; i < times; i += 1) expect((await signUp(server, address)).status).toBe(201);
}

describe(`abuse limits (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: on });
  });
  afterAll(() => server.close());

  it('refuses a 6th sign-up from one address within the hour, in words, but not from another', async () => {
    const clock = holdWallClock();
    try {
      await signUpTimes(server, '203.0.113.10', 5);
      const refused = await signUp(server, '203.0.113.10');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message: 'Too many new accounts from your network. Please try again in 60 minutes.',
      });
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect((await signUp(server, '203.0.113.11')).status).toBe(201);

      clock.advance(HOUR);
      expect((await signUp(server, '203.0.113.10')).status).toBe(201);
    } finally {
      clock.release();
    }
  });

  it("counts a signed-in person's requests by account, wherever they come from", async () => {
    const [chatty, quiet] = [await server.register('chatty'), await server.register('quiet')];
    const send = (token: string, address: string) =>
      server.call('POST', '/api/events', {
        token,
        json: { name: 'tick' },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 60; i += 1)
      expect((await send(chatty.token, `198.51.100.${i}`)).status).toBe(204);
    const refused = await send(chatty.token, '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many events at once\. Please try again in \d+ seconds\.$/,
    );
    expect((await send(quiet.token, '198.51.100.0')).status).toBe(204);
  });

  it('counts a profile update as an email change only when it changes the address', async () => {
    const me = await server.register('mover');
    const update = (json: Record<string, unknown>) =>
      server.call('POST', '/api/users', { token: me.token, json });
    for (let i = 0; i < 8; i += 1)
      expect((await update({ timezone: 'Europe/Paris', email: me.user.email })).status).toBe(200);
    const move = (i: number) =>
      update({
        email: `moved${i}-${me.user.ritual_user}@example.test`,
        current_password: me.password,
      });
    for (let i = 0; i < 5; i += 1) expect((await move(i)).status).toBe(200);
    const refused = await move(5);
    expect([refused.status, refused.body.message]).toEqual([
      429,
      'Too many changes of your email address. Please try again in 60 minutes.',
    ]);
    expect((await update({ timezone: 'Europe/Rome' })).status).toBe(200);
  });

  it.runIf(testDialect === 'postgres')(
    'counts together on every server sharing one PostgreSQL',
    async () => {
      const shared = await createPostgresDatabase();
      const env = { ...on, DATABASE_URL: shared.url };
      const one = await startTestServer({ env });
      const two = await startTestServer({ env });
      try {
        await signUpTimes(one, '192.0.2.50', 3);
        await signUpTimes(two, '192.0.2.50', 2);
        expect((await signUp(one, '192.0.2.50')).status).toBe(429);
        expect((await signUp(two, '192.0.2.50')).status).toBe(429);
        expect((await signUp(two, '192.0.2.51')).status).toBe(201);
        // An address longer than the store's keys is counted all the same.
        const long = `2001:db8::${'1:'.repeat(150)}1`;
        await signUpTimes(one, long, 3);
        await signUpTimes(two, long, 2);
        expect((await signUp(one, long)).status).toBe(429);
      } finally {
        await one.close();
        await two.close();
        await shared.drop();
      }
    },
  );
});

describe(`every limited route (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Each limit allows one request: the second asks to wait.
    server = await startTestServer({ env: { ...on, RATE_LIMITS: '0.001' } });
  });
  afterAll(() => server.close());

  /** A path the pattern names, with made-up ids for its segments. */
  const pathOf = (pattern: string) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'term' ? 'ab' : uuidv7()));

  it('is a route of the API, answering 429 with Retry-After and its words once used up', async () => {
    const res = await server.call('GET', '/api/openapi.json');
    const documented = res.body.paths as Record<string, Record<string, unknown>>;
    const me = await server.register('everywhere');
    const routes = new Map(ABUSE_LIMITS.map((limit) => [`${limit.method} ${limit.path}`, limit]));
    expect(routes.size).toBeGreaterThanOrEqual(10);
    let n = 0;
    for (const limit of routes.values()) {
      const openApiPath = limit.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      expect(documented[openApiPath]?.[limit.method.toLowerCase()], limit.path).toBeDefined();
      n += 1;
      const send = () =>
        server.call(limit.method, pathOf(limit.path), {
          token: me.token,
          headers: { 'x-forwarded-for': `192.0.2.${n}` },
          ...(limit.method === 'POST'
            ? {
                json: {
                  email: `limit${n}-${me.user.ritual_user}@example.test`,
                  current_password: me.password,
                },
              }
            : {}),
        });
      expect((await send()).status, limit.path).not.toBe(429);
      const refused = await send();
      expect(refused.status, limit.path).toBe(429);
      expect(refused.body.message.startsWith(`${limit.words} Please try again in `)).toBe(true);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

describe('RATE_LIMITS', () => {
  it('is on unless set; off, or a multiplier of every allowance', () => {
    expect(readConfig({}).rateLimits).toBe(1);
    expect(readConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(readConfig({ RATE_LIMITS: '2.5' }).rateLimits).toBe(2.5);
    for (const setting of ['sometimes', '0', '-1'])
      expect(() => readConfig({ RATE_LIMITS: setting })).toThrow(/RATE_LIMITS must be on, off/);
  });

  it('off lets every request through (the test harness default)', async () => {
    const server = await startTestServer();
    try {
      await signUpTimes(server, 'unknown', 8);
    } finally {
      await server.close();
    }
  });

  it('multiplies what each address may send', async () => {
    const server = await startTestServer({ env: { ...on, RATE_LIMITS: '2' } });
    try {
      await signUpTimes(server, '203.0.113.20', 10);
      expect((await signUp(server, '203.0.113.20')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
