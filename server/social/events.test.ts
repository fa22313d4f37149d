import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { holdWallClock } from '../test/wall-clock.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`events (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  describe('POST /api/events', () => {
    const sendEvent = (account: Account | undefined, json: unknown) =>
      server.call('POST', '/api/events', { ...(account ? { token: account.token } : {}), json });

    it('asks a visitor to sign in', async () => {
      expect((await sendEvent(undefined, { name: 'jitsi_enabled' })).status).toBe(401);
    });

    it('stores an event', async () => {
      const me = await server.register('events');
      const res = await sendEvent(me, { name: 'jitsi_enabled', dimension: 'journal', value: 3 });
      expect(res.status).toBe(204);
      const rows = await server.deps.database.read.db
        .select()
        .from(server.deps.database.read.t.events)
        .where(eq(server.deps.database.read.t.events.userId, me.user.id));
      expect(rows.map((row) => [row.name, row.dimension, row.value])).toEqual([
        ['jitsi_enabled', 'journal', '3'],
      ]);
    });

    it('refuses a missing or odd name and overlong text with a readable reason', async () => {
      const me = await server.register('events');
      const missing = await sendEvent(me, { dimension: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^name:/);
      expect((await sendEvent(me, { name: 'has spaces' })).status).toBe(400);
      expect((await sendEvent(me, { name: 'x'.repeat(65) })).status).toBe(400);
      const long = await sendEvent(me, { name: 'ok', value: 'v'.repeat(257) });
      expect(long.status).toBe(400);
      expect(long.body.message).toMatch(/^value:/);
    });

    it('tells a user who sends more than 60 a minute to wait, then accepts again', async () => {
      const [me, other] = await Promise.all([server.register('chatty'), server.register('quiet')]);
      for (let i = 0; i < 60; i += 1)
        expect((await sendEvent(me, { name: 'tick', value: i })).status).toBe(204);
      const refused = await sendEvent(me, { name: 'tick' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/try again in \d+ seconds/);
      expect((await sendEvent(other, { name: 'tick' })).status).toBe(204);
      // The abuse limits read the wall clock, not the server's (server/test/wall-clock.ts).
      const wallClock = holdWallClock();
      try {
        wallClock.advance(61 * 1000);
        expect((await sendEvent(me, { name: 'tick' })).status).toBe(204);
      } finally {
        wallClock.release();
      }
    });
  });
});
