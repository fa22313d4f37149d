import { count } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournal } from './test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from './test/harness.js';
import { runMaintenance } from './maintenance.js';
import { IDEMPOTENCY_HEADER } from '../contract/idempotency.js';

describe(`maintenance (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const rows = async (table: 'idempotencyKeys' | 'sessions' | 'loginFailures') => {
    const { db, t } = server.deps.database.read;
    const [row] = await db.select({ n: count() }).from(t[table]);
    return row!.n;
  };

  it('keeps what is still in use and removes what has outlived it', async () => {
    const me = await server.register('tidy');
    await createJournal(server, me.token);
    await server.call('POST', '/api/journals', {
      token: me.token,
      json: { title: 'kept' },
      headers: { [IDEMPOTENCY_HEADER]: uuidv7() },
    });
    await server.call('POST', '/api/auth/login', {
      json: { login: me.user.ritual_user, password: 'not it at all' },
    });
    await runMaintenance(server.deps);
    expect([
      await rows('idempotencyKeys'),
      await rows('sessions'),
      await rows('loginFailures'),
    ]).toEqual([1, 1, 2]);

    server.clock.advance(100 * 86_400_000);
    await runMaintenance(server.deps);
    expect([
      await rows('idempotencyKeys'),
      await rows('sessions'),
      await rows('loginFailures'),
    ]).toEqual([0, 0, 0]);
    expect((await server.call('GET', '/api/auth', { token: me.token })).status).toBe(401);
  });
});
