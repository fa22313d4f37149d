import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { listenForWrites } from './write-notices.js';

/**
 * Tables whose writes send no notice (migration 0010): no read answer the memo keeps shows them.
 * A new table is held to having the trigger until it is named here, with its reason.
 */
const SILENT = new Set([
  'entry_records', // written with its entry, which notices
  'entry_search_docs', // written with its entry, which notices
  'idempotency_keys', // replay records, written with the write they record
  'login_failures', // the sign-in throttle
  'mail_tokens', // one-time links in mail
  'push_subscriptions', // where reminders are pushed
  'reminder_sends', // reminders already sent
  'socket_io_attachments', // the socket adapter's
  'sync_counter', // moved with every change-log row, which notices
  'testflight_signups', // a mailing list
]);

const waitFor = async (what: string, done: () => boolean) => {
  for (const deadline = Date.now() + 5000; !done();) {
    if (Date.now() > deadline) throw new Error(`waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

// SQLite needs no notices: its write mark is the file's data_version (database.ts).
describe.skipIf(testDialect === 'sqlite')('write notices on PostgreSQL', () => {
  let server: TestServer;
  let sql: pg.Client;

  beforeAll(async () => {
    server = await startTestServer();
    sql = new pg.Client({ connectionString: server.deps.config.databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await server?.close();
  });

  it('come from every table a read may show, and from no other', async () => {
    const { rows } = await sql.query<{ name: string; notices: boolean }>(
      `select c.relname as name, exists (
         select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'note_write'
       ) as notices
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const wrong = rows
      .filter((row) => row.notices === SILENT.has(row.name))
      .map((row) => `${row.name} ${row.notices ? 'notices' : 'sends no notice'}`);
    expect(wrong).toEqual([]);
  });

  it('move the mark on another connection’s commit, and not on a rollback', async () => {
    const writes = listenForWrites(server.deps.config.databaseUrl!);
    try {
      expect(writes.mark()).toBeUndefined(); // asked first: starts listening
      await waitFor('listening', () => writes.mark() !== undefined);
      const before = writes.mark();
      await sql.query('begin');
      await sql.query(`update journals set title = title`);
      await sql.query('rollback');
      // A notice would have come within milliseconds (the next test waits for one).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(writes.mark()).toBe(before);
      await sql.query(`update journals set title = title`);
      await waitFor('the notice', () => writes.mark() !== before);
    } finally {
      await writes.close();
    }
  });

  it('know nothing while the listening connection is lost, and trust nothing from before', async () => {
    const writes = listenForWrites(server.deps.config.databaseUrl!);
    try {
      writes.mark();
      await waitFor('listening', () => writes.mark() !== undefined);
      const before = writes.mark();
      await sql.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'LISTEN ritual_writes'`,
      );
      await waitFor('the loss', () => writes.mark() === undefined);
      await waitFor('listening again', () => writes.mark() !== undefined);
      expect(writes.mark()).not.toBe(before);
    } finally {
      await writes.close();
    }
  });
});
