import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_LIMIT, type BatchedWrite } from '../../contract/batch.js';
import { createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`POST /api/batch (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const batch = (account: Account | undefined, writes: unknown) =>
    server.call('POST', '/api/batch', {
      ...(account ? { token: account.token } : {}),
      json: { writes },
    });
  const newEntry = (journalId: string, notes: string, id = uuidv7()): BatchedWrite => ({
    method: 'POST',
    path: 'entries',
    key: id,
    body: { id, journal_id: journalId, notes },
  });
  const notesIn = async (account: Account, journalId: string) => {
    const res = await server.call('GET', `/api/journals/${journalId}/entries`, {
      token: account.token,
    });
    expect(res.status).toBe(200);
    return (res.body.entries as { notes: string }[]).map((entry) => entry.notes).sort();
  };

  it('asks a visitor to sign in', async () => {
    const res = await batch(undefined, [newEntry(uuidv7(), 'x')]);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: expect.any(String) });
  });

  it('does the writes in order, each answered as if it had come alone', async () => {
    const me = await server.register('batch');
    const journalId = uuidv7();
    const doomed = await createTextEntry(
      server,
      me.token,
      (await createJournal(server, me.token)).id,
    );
    const first = newEntry(journalId, 'first');
    const res = await batch(me, [
      // the entry after it needs this journal: it only works in this order
      {
        method: 'POST',
        path: 'journals',
        key: journalId,
        body: { id: journalId, title: 'Made offline' },
      },
      first,
      newEntry(journalId, 'second'),
      {
        method: 'POST',
        path: `entries/${first.key}`,
        key: uuidv7(),
        body: { notes: 'first, edited', last_modified: Date.now() },
      },
      { method: 'DELETE', path: `entries/${doomed.id}`, key: uuidv7() },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.answers.map((answer: { status: number }) => answer.status)).toEqual([
      201, 201, 201, 200, 204,
    ]);
    expect(res.body.answers[1].body).toMatchObject({ id: first.key, notes: 'first' });
    expect(res.body.answers[3].headers['content-type']).toContain('application/json');
    expect(res.body.answers[4].body).toBeNull();
    expect(await notesIn(me, journalId)).toEqual(['first, edited', 'second']);
    const gone = await server.call('GET', `/api/entries/${doomed.id}`, { token: me.token });
    expect(gone.status).toBe(404);
  });

  it('does a write sent again once: the second batch is answered from the first', async () => {
    const me = await server.register('batch');
    const journal = await createJournal(server, me.token);
    const writes = [newEntry(journal.id, 'once'), newEntry(journal.id, 'twice?')];
    expect((await batch(me, writes)).status).toBe(200);
    // The answer to the first batch was lost: the device sends the same writes again.
    const again = await batch(me, writes);
    expect(again.body.answers).toMatchObject([
      { status: 201, headers: { 'idempotent-replayed': 'true' } },
      { status: 201, headers: { 'idempotent-replayed': 'true' } },
    ]);
    expect(await notesIn(me, journal.id)).toEqual(['once', 'twice?']);

    const changed = await batch(me, [{ ...writes[0]!, body: { ...writes[0]!.body!, notes: 'x' } }]);
    expect(changed.body.answers[0]).toMatchObject({
      status: 422,
      body: { message: 'This Idempotency-Key was already used for a different request.' },
    });
  });

  it('answers a refused write with its reason and goes on with the next', async () => {
    const me = await server.register('batch');
    const journal = await createJournal(server, me.token);
    const res = await batch(me, [
      newEntry(uuidv7(), 'in a journal that does not exist'),
      { ...newEntry(journal.id, ''), body: { journal_id: 'not an id' } },
      newEntry(journal.id, 'still saved'),
    ]);
    expect(res.body.answers.map((answer: { status: number }) => answer.status)).toEqual([
      404, 400, 201,
    ]);
    expect(res.body.answers[0].body).toEqual({ statusCode: 404, message: expect.any(String) });
    expect(res.body.answers[1].body.message).toMatch(/^journal_id:/);
    expect(await notesIn(me, journal.id)).toEqual(['still saved']);
  });

  it('stops at a "not now" answer, so nothing after it is done out of order', async () => {
    const me = await server.register('batch');
    const journal = await createJournal(server, me.token);
    // Another process is still doing the second write (its key is claimed and running): the
    // server answers it 409 with Retry-After, a "not now" the device waits out.
    const busy = newEntry(journal.id, 'being done elsewhere');
    await server.deps.database.transaction(({ db, t }) =>
      db.insert(t.idempotencyKeys).values({
        userId: me.user.id,
        key: busy.key,
        fingerprint: 'the other process',
        state: 'running',
        status: null,
        body: null,
        contentType: null,
        createdAt: server.deps.now(),
      }),
    );
    const res = await batch(me, [
      newEntry(journal.id, 'before'),
      busy,
      newEntry(journal.id, 'after the refusal'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.answers.map((answer: { status: number }) => answer.status)).toEqual([201, 409]);
    expect(res.body.answers[1].headers['retry-after']).toBe('1');
    expect(await notesIn(me, journal.id)).toEqual(['before']);
  });

  it('refuses a malformed batch whole, with a readable reason, and does none of it', async () => {
    const me = await server.register('batch');
    const journal = await createJournal(server, me.token);
    const fine = newEntry(journal.id, 'never done');
    const cases: [unknown, RegExp][] = [
      [[], /^writes:/],
      [Array.from({ length: BATCH_LIMIT + 1 }, () => newEntry(journal.id, 'x')), /^writes:/],
      [[fine, { ...newEntry(journal.id, 'x'), key: undefined }], /^writes\.1\.key:/],
      [[fine, { ...newEntry(journal.id, 'x'), method: 'GET' }], /^writes\.1\.method:/],
      [[fine, { ...newEntry(journal.id, 'x'), path: '/api/entries' }], /^writes\.1\.path:/],
      [[fine, { ...newEntry(journal.id, 'x'), path: 'entries/../../login' }], /^writes\.1\.path:/],
      [[fine, { ...newEntry(journal.id, 'x'), path: 'entries/../batch' }], /^writes\.1\.path:/],
      // a call that exists but is not a queued write
      [[fine, { ...newEntry(journal.id, 'x'), path: 'events' }], /^writes\.1\.path: POST events/],
      [[fine, { method: 'DELETE', path: 'entries/..', key: uuidv7() }], /^writes\.1\.path:/],
      [[fine, { method: 'DELETE', path: 'entries/%2E%2E', key: uuidv7() }], /^writes\.1\.path:/],
      // the batch itself, however its path is spelled: a batch in a batch would multiply writes
      ...['b%61tch', 'api/b%61tch', '/api/b%61tch', '/api//batch', '/api/./batch'].map(
        (path): [unknown, RegExp] => [
          [fine, { ...newEntry(journal.id, 'x'), path }],
          /^writes\.1\.path:/,
        ],
      ),
      [
        [fine, { ...newEntry(journal.id, 'x'), path: 'journals/%2e%2e/batch' }],
        /^writes\.1\.path:/,
      ],
    ];
    for (const [writes, reason] of cases) {
      const res = await batch(me, writes);
      expect(res.status, JSON.stringify(writes).slice(0, 200)).toBe(400);
      expect(res.body.message).toMatch(reason);
    }
    expect(await notesIn(me, journal.id)).toEqual([]);
  });
});
