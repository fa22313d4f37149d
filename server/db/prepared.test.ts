import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { preparedRead } from './prepared.js';

describe(`preparedRead on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('builds a query once per handle and runs it with each call’s values', async () => {
    const [ada, bob] = [await server.register('ada'), await server.register('bob')];
    let builds = 0;
    const nameOf = preparedRead('test_user_name_by_id', ({ db, t }) => {
      builds += 1;
      return db
        .select({ name: t.users.username })
        .from(t.users)
        .where(eq(t.users.id, sql.placeholder('id')));
    });
    const { read } = server.deps.database;
    expect(await nameOf(read, { id: ada.user.id })).toEqual([{ name: ada.user.ritual_user }]);
    expect(await nameOf(read, { id: bob.user.id })).toEqual([{ name: bob.user.ritual_user }]);
    expect(await nameOf(read, { id: '0193a000-0000-7000-8000-00000000dead' })).toEqual([]);
    expect(builds).toBe(1);

    // Inside a transaction it runs on the transaction's handle and sees its uncommitted rows.
    const renamed = await server.deps.database.transaction(async (tx) => {
      await tx.db
        .update(tx.t.users)
        .set({ username: 'ada2' })
        .where(eq(tx.t.users.id, ada.user.id));
      return nameOf(tx, { id: ada.user.id });
    });
    expect(renamed).toEqual([{ name: 'ada2' }]);
    expect(builds).toBe(2);
  });
});
