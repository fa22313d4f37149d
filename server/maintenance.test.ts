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

  const rows = async (
    table: 'idempotencyKeys' | 'sessions' | 'loginFailures' | 'reminderSends',
  ) => {
    const { db, t } = server.deps.database.read;
    const [row] = await db.select({ n: count() }).from(t[table]);
    return row!.n;
  };

  it('keeps what is still in use and removes what has outlived it', async () => {
    const me = await server.register('tidy');
    const journal = await createJournal(server, me.token);
    const added = await server.call('POST', `/api/journals/${journal.id}/log-add`, {
      token: me.token,
      json: {},
    });
    expect(added.status, added.text).toBe(201);
    // A day's reminder claim (server/reminders/reminder-claims.ts), as the scheduler leaves it.
    await server.deps.database.transaction(({ db, t }) =>
      db.insert(t.reminderSends).values({
        logItemId: (added.body as { id: string }).id,
        day: '2026-01-05',
        status: 'sent',
        dueAt: server.clock.now,
        claimedAt: server.clock.now,
        sentAt: server.clock.now,
      }),
    );
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
      await rows('reminderSends'),
    ]).toEqual([1, 1, 2, 1]);

    server.clock.advance(100 * 86_400_000);
    await runMaintenance(server.deps);
    expect([
      await rows('idempotencyKeys'),
      await rows('sessions'),
      await rows('loginFailures'),
      await rows('reminderSends'),
    ]).toEqual([0, 0, 0, 0]);
    expect((await server.call('GET', '/api/auth', { token: me.token })).status).toBe(401);
  });
});
