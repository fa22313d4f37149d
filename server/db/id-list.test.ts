import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { inList } from './id-list.js';

describe(`inList on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('finds exactly the rows whose id is in the list, however long, and none for an empty one', async () => {
    const [ada, bob] = [await server.register('ada'), await server.register('bob')];
    await server.register('cy');
    const { db, t } = server.deps.database.read;
    const named = async (ids: string[]) =>
      (await db.select({ id: t.users.id }).from(t.users).where(inList(t.users.id, ids)))
        .map((row) => row.id)
        .sort();
    const strangers = Array.from({ length: 5000 }, () => uuidv7());
    expect(await named([ada.user.id, ...strangers, bob.user.id])).toEqual(
      [ada.user.id, bob.user.id].sort(),
    );
    expect(await named([])).toEqual([]);
  });
});
