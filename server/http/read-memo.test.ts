import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCollaborator, createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

/** How long another process's write may take to reach this one on PostgreSQL (a notice). */
const NOTICE_WAIT_MS = 5000;

/**
 * docs/decisions.md #24: a reader asking again is answered from the read memo, before the app,
 * while nothing has been written. What a reader would notice if it were wrong: an answer that
 * outlives a change, or a session, or that differs from the route's own.
 */
describe(`reads answered from the memo (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let reader: Account;

  beforeAll(async () => {
    server = await startTestServer();
    [owner, reader] = await Promise.all([server.register('owner'), server.register('reader')]);
  });
  afterAll(() => server.close());

  const read = (path: string, who: Account, tag?: string) =>
    server.call('GET', path, {
      token: who.token,
      ...(tag ? { headers: { 'if-none-match': tag } } : {}),
    });

  /** SQL run by another connection, as an operator or a second server process would. */
  async function writeElsewhere(statement: string, values: unknown[]) {
    if (testDialect === 'sqlite') {
      const other = new BetterSqlite3(join(server.dataDir, 'ritual.sqlite'));
      try {
        other.prepare(statement.replace(/\$\d+/g, '?')).run(...values);
      } finally {
        other.close();
      }
      return;
    }
    const other = new pg.Client({ connectionString: server.deps.config.databaseUrl });
    await other.connect();
    try {
      await other.query(statement, values);
    } finally {
      await other.end();
    }
  }

  /** A private journal `member` collaborates on, with one entry; its entries' path. */
  async function sharedJournal(member = reader) {
    const journal = await createJournal(server, owner.token, { private: true });
    await createTextEntry(server, owner.token, journal.id, { notes: 'Long tones, 20 minutes.' });
    await addCollaborator(server, journal.id, member.user.id);
    return `/api/journals/${journal.id}/entries`;
  }

  /** The tag `who` is answered at `path`, once asking again with it has given a 304. */
  async function heldTag(path: string, who: Account): Promise<string> {
    const tag = (await read(path, who)).headers.get('etag')!;
    expect((await read(path, who, tag)).status).toBe(304);
    return tag;
  }

  it('answers again with exactly the headers and bytes the route answered', async () => {
    const path = await sharedJournal();
    const first = await read(path, reader); // the route
    const second = await read(path, reader); // the memo
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect([...second.headers]).toEqual([...first.headers]);
    const tag = first.headers.get('etag')!;
    const routed = await read(`${path}?limit=20`, reader, 'W/"0-other"');
    const unchanged = await read(path, reader, tag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    // A 304 from the route (another query, so not remembered yet) carries the same headers.
    const routed304 = await read(`${path}?limit=20`, reader, routed.headers.get('etag')!);
    expect(routed304.status).toBe(304);
    expect(new Set(unchanged.headers.keys())).toEqual(new Set(routed304.headers.keys()));
  });

  it('answers a change the app made with the new content at once', async () => {
    const path = await sharedJournal();
    const tag = await heldTag(path, reader);
    await createTextEntry(server, owner.token, path.split('/')[3]!, { notes: 'Scales in E.' });
    const after = await read(path, reader, tag);
    expect(after.status).toBe(200);
    expect(after.text).toContain('Scales in E.');
  });

  it('stops answering a reader whose session was ended by another process', async () => {
    const other = await server.register('other');
    const path = await sharedJournal(other);
    const tag = await heldTag(path, other);
    await writeElsewhere('delete from sessions where user_id = $1', [other.user.id]);
    // SQLite sees the other connection's commit from the event loop's next turn (its mark is
    // read once a turn); PostgreSQL's notice takes a moment.
    const deadline = Date.now() + (testDialect === 'sqlite' ? 0 : NOTICE_WAIT_MS);
    let status: number;
    do {
      await new Promise((resolve) => setTimeout(resolve, testDialect === 'sqlite' ? 0 : 20));
      status = (await read(path, other, tag)).status;
    } while (status === 304 && Date.now() < deadline);
    // Signed out: a private journal is not found for a visitor.
    expect(status).toBe(404);
  });

  it('stops answering once the reader signs out', async () => {
    const again = await server.register('again');
    const path = await sharedJournal(again);
    const tag = await heldTag(path, again);
    expect((await server.call('POST', '/api/auth/logout', { token: again.token })).status).toBe(
      204,
    );
    expect((await read(path, again, tag)).status).toBe(404);
  });

  it('never answers one reader with what another was answered', async () => {
    const path = await sharedJournal();
    const ownerTag = await heldTag(path, owner);
    // The same URL and tag from a reader who may not read the journal.
    const stranger = await server.register('stranger');
    expect((await read(path, stranger, ownerTag)).status).toBe(404);
    expect(
      (await server.call('GET', path, { headers: { 'if-none-match': ownerTag } })).status,
    ).toBe(404);
  });
});
