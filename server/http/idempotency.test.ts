import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournal, form, pngBytes } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`Idempotency-Key on mutating calls (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let journalId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    me = await server.register('idem');
    journalId = (await createJournal(server, me.token)).id;
  });
  afterAll(() => server.close());

  const entryCount = async () =>
    (await server.call('GET', '/api/auth', { token: me.token })).body.user
      .numberOfEntries as number;
  const post = (key: string, json: unknown, token = me.token) =>
    server.call('POST', '/api/entries', { token, json, headers: { [IDEMPOTENCY_HEADER]: key } });

  it('answers a replay with the stored answer, and the write happens once', async () => {
    const before = await entryCount();
    const key = uuidv7();
    const first = await post(key, { journal_id: journalId, notes: 'no client id' });
    const replay = await post(key, { journal_id: journalId, notes: 'no client id' });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await entryCount()).toBe(before + 1);
  });

  it('compares the meaning of the payload: field order and time format do not matter', async () => {
    const key = uuidv7();
    const at = server.clock.now - 5000;
    await post(key, { notes: 'same', journal_id: journalId, last_modified: at });
    const replay = await post(key, {
      journal_id: journalId,
      last_modified: new Date(at).toISOString(),
      notes: 'same',
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with another payload: 422', async () => {
    const key = uuidv7();
    await post(key, { journal_id: journalId, notes: 'first' });
    const other = await post(key, { journal_id: journalId, notes: 'second' });
    expect(other.body).toEqual({
      statusCode: 422,
      message: 'This Idempotency-Key was already used for a different request.',
    });
    const otherPath = await server.call('DELETE', `/api/entries/${uuidv7()}`, {
      token: me.token,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    expect(otherPath.status).toBe(422);
  });

  it('keeps keys per user', async () => {
    const someone = await server.register('other');
    const theirJournal = await createJournal(server, someone.token);
    const key = uuidv7();
    await post(key, { journal_id: journalId, notes: 'mine' });
    const theirs = await post(key, { journal_id: theirJournal.id, notes: 'theirs' }, someone.token);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers 409 while the first request is still running, and takes over a claim abandoned by a dead process', async () => {
    const key = uuidv7();
    await server.deps.database.transaction(({ db, t }) =>
      db.insert(t.idempotencyKeys).values({
        userId: me.user.id,
        key,
        fingerprint: 'x',
        state: 'running',
        createdAt: server.clock.now,
      }),
    );
    const busy = await post(key, { journal_id: journalId, notes: 'x' });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    server.clock.advance(2 * 60_000);
    const afterCrash = await post(key, { journal_id: journalId, notes: 'x' });
    expect(afterCrash.status).toBe(201);
  });

  it('forgets a key after its 7 days', async () => {
    const key = uuidv7();
    await post(key, { journal_id: journalId, notes: 'last week' });
    server.clock.advance(8 * 86_400_000);
    const reused = await post(key, { journal_id: journalId, notes: 'this week' });
    expect(reused.status).toBe(201);
    expect(reused.body.notes).toBe('this week');
  });

  it('replays a multipart upload sent again as a new form (a new boundary)', async () => {
    const key = uuidv7();
    const png = await pngBytes();
    const send = () =>
      server.call('POST', '/api/entries', {
        token: me.token,
        headers: { [IDEMPOTENCY_HEADER]: key },
        body: form(
          { journal_id: journalId, notes: 'photo' },
          { file: { bytes: png, type: 'image/png', name: 'a.png' } },
        ),
      });
    const first = await send();
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
  });

  it('does not store a 402, so the same key works once the limit is lifted', async () => {
    const limited = await startTestServer({ env: { FREE_ENTRY_LIMIT: '0' } });
    try {
      const user = await limited.register('limited');
      const journal = await createJournal(limited, user.token);
      const key = uuidv7();
      const send = () =>
        limited.call('POST', '/api/entries', {
          token: user.token,
          json: { journal_id: journal.id },
          headers: { [IDEMPOTENCY_HEADER]: key },
        });
      expect((await send()).status).toBe(402);
      await limited.deps.database.transaction(({ db, t }) =>
        db.update(t.users).set({ plus: true }).where(eq(t.users.id, user.user.id)),
      );
      expect((await send()).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('takes effect once when the same key arrives ten times at once', async () => {
    const before = await entryCount();
    const key = uuidv7();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(key, { journal_id: journalId, notes: 'burst' })),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await entryCount()).toBe(before + 1);
  });

  it('refuses a malformed key', async () => {
    const res = await post('no spaces allowed', { journal_id: journalId });
    expect(res.status).toBe(400);
  });
});
