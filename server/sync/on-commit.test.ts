import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSeq, journalScope, recordChanges, userScope } from './sync-log.js';
import { tempDataDir } from '../test/sockets.js';
import { createPostgresDatabase, testDialect } from '../test/harness.js';
import {
  openDatabase,
  sqliteFileIn,
  type CommittedChanges,
  type Database,
} from '../db/database.js';

// The real-time 'sync' notice rests on this: listeners hear of a transaction's sync changes only
// once it has committed, so a pull they start finds them.
describe(`Database.onCommit (${testDialect})`, () => {
  const data = tempDataDir();
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let database: Database;

  beforeAll(async () => {
    postgres = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
    database = await openDatabase(
      postgres
        ? { dialect: 'postgres', url: postgres.url, poolSize: 2 }
        : { dialect: 'sqlite', file: sqliteFileIn(data.dir) },
    );
  });
  afterAll(async () => {
    await database.close();
    await postgres?.drop();
    data.remove();
  });

  it('tells of a committed transaction’s scopes once, after the commit, and of no rollback', async () => {
    const [u1, u2, u3, j1] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const heard: { committed: CommittedChanges; committedSeq: Promise<number> }[] = [];
    const stop = database.onCommit((committed) =>
      heard.push({ committed, committedSeq: currentSeq(database.read) }),
    );
    const seq = await database.transaction(async (tx) => {
      await recordChanges(tx, [{ kind: 'user', id: u1, scope: userScope(u1) }]);
      // Services hand the handle on as { db, t }: the changes still count for this transaction.
      const { db, t } = tx;
      return recordChanges({ db, t }, [{ kind: 'journal', id: j1, scope: journalScope(j1) }]);
    });
    await expect(
      database.transaction(async (tx) => {
        await recordChanges(tx, [{ kind: 'user', id: u2, scope: userScope(u2) }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.transaction(() => Promise.resolve());
    stop();
    await database.transaction((tx) =>
      recordChanges(tx, [{ kind: 'user', id: u3, scope: userScope(u3) }]),
    );

    expect(heard).toHaveLength(1);
    expect([...heard[0]!.committed.scopes]).toEqual([userScope(u1), journalScope(j1)]);
    expect(heard[0]!.committed.seq).toBe(seq);
    expect(await heard[0]!.committedSeq).toBe(seq);
  });
});
