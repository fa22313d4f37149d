import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { recordChanges } from './sync-log.js';
import {
  addCollaborator,
  createJournal,
  createTextEntry,
  removeCollaborator,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`GET /api/sync (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  /** Pulls until `more` is false, as a client does; returns every change and the final cursor. */
  async function pullAll(account: Account, since = '0', limit = 500) {
    const changes: SyncChange[] = [];
    let cursor = since;
    for (;;) {
      const res = await server.call('GET', `/api/sync?since=${cursor}&limit=${limit}`, {
        token: account.token,
      });
      expect(res.status).toBe(200);
      changes.push(...res.body.changes);
      cursor = res.body.cursor;
      if (!res.body.more) return { changes, cursor };
    }
  }
  const records = (changes: SyncChange[], kind: string) => changes.filter((c) => c.kind === kind);

  it('gives a new device everything of its user, then nothing until something changes', async () => {
    const me = await server.register('sync');
    const journal = await createJournal(server, me.token, { title: 'Daily' });
    const entry = await createTextEntry(server, me.token, journal.id, { notes: 'first' });
    const first = await pullAll(me);
    expect(records(first.changes, 'journal').map((c) => c.id)).toEqual([journal.id]);
    expect(
      records(first.changes, 'entry').map((c) => [
        c.id,
        c.record && 'notes' in c.record ? c.record.notes : null,
      ]),
    ).toEqual([[entry.id, 'first']]);
    expect(records(first.changes, 'user')[0]?.record).toMatchObject({
      id: me.user.id,
      numberOfEntries: 1,
    });
    const quiet = await pullAll(me, first.cursor);
    expect(quiet.changes).toEqual([]);
    expect(quiet.cursor).toBe(first.cursor);

    await server.call('POST', `/api/entries/${entry.id}`, {
      token: me.token,
      json: { notes: 'edited' },
    });
    const edited = await pullAll(me, first.cursor);
    expect(edited.changes.map((c) => [c.kind, c.id])).toEqual([['entry', entry.id]]);
    expect(edited.changes[0]).toMatchObject({ deleted: false, record: { notes: 'edited' } });

    await server.call('DELETE', `/api/entries/${entry.id}`, { token: me.token });
    const deleted = await pullAll(me, edited.cursor);
    expect(deleted.changes.find((c) => c.kind === 'entry')).toMatchObject({
      id: entry.id,
      deleted: true,
      record: null,
    });
  });

  it('pages by the limit without losing or repeating a change', async () => {
    const me = await server.register('pager');
    const journal = await createJournal(server, me.token);
    const ids = [];
    for (let i = 0; i < 7; i += 1)
      ids.push((await createTextEntry(server, me.token, journal.id)).id);
    const res = await server.call('GET', '/api/sync?since=0&limit=3', { token: me.token });
    expect(res.body.changes).toHaveLength(3);
    expect(res.body.more).toBe(true);
    const all = await pullAll(me, '0', 3);
    const entryIds = records(all.changes, 'entry').map((c) => c.id);
    expect(entryIds.sort()).toEqual([...ids].sort());
    const seqs = all.changes.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('never carries another user’s records', async () => {
    const me = await server.register('alone');
    const other = await server.register('neighbour');
    const theirs = await createJournal(server, other.token, { title: 'Public but theirs' });
    await createTextEntry(server, other.token, theirs.id);
    const { changes } = await pullAll(me);
    expect(changes.filter((c) => c.kind !== 'user')).toEqual([]);
  });

  it('brings a new collaborator the journal and all its earlier entries, and a tombstone when removed', async () => {
    const owner = await server.register('host');
    const guest = await server.register('guest');
    const journal = await createJournal(server, owner.token, { private: true });
    const old = await createTextEntry(server, owner.token, journal.id, {
      notes: 'before you came',
      private: true,
    });
    const before = await pullAll(guest);
    await addCollaborator(server, journal.id, guest.user.id);
    const granted = await pullAll(guest, before.cursor);
    expect(records(granted.changes, 'journal').map((c) => c.id)).toEqual([journal.id]);
    expect(records(granted.changes, 'entry')).toMatchObject([
      { id: old.id, record: { notes: 'before you came' } },
    ]);

    const moved = await createTextEntry(server, owner.token, journal.id, { notes: 'moving out' });
    const elsewhere = await createJournal(server, owner.token, {
      title: 'Owner only',
      private: true,
    });
    const mid = await pullAll(guest, granted.cursor);
    await server.call('POST', `/api/entries/${moved.id}/move/${elsewhere.id}`, {
      token: owner.token,
    });
    const afterMove = await pullAll(guest, mid.cursor);
    expect(afterMove.changes).toMatchObject([
      { kind: 'entry', id: moved.id, deleted: true, record: null },
    ]);

    await removeCollaborator(server, journal.id, guest.user.id);
    const revoked = await pullAll(guest, afterMove.cursor);
    expect(revoked.changes).toMatchObject([
      { kind: 'journal', id: journal.id, deleted: true, record: null },
    ]);
  });

  it('hands a deleted journal to its members as one tombstone', async () => {
    const owner = await server.register('closer');
    const journal = await createJournal(server, owner.token);
    await createTextEntry(server, owner.token, journal.id);
    const before = await pullAll(owner);
    await server.call('DELETE', `/api/journals/${journal.id}`, { token: owner.token });
    const after = await pullAll(owner, before.cursor);
    expect(records(after.changes, 'journal')).toMatchObject([{ id: journal.id, record: null }]);
    expect(records(after.changes, 'user')[0]?.record).toMatchObject({ numberOfEntries: 0 });
  });

  it('numbers changes in commit order: a second writer waits for the first', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstSeq = 0;
    let secondSeq = 0;
    const first = server.deps.database.transaction(async (tx) => {
      firstSeq = await recordChanges(tx, [
        { kind: 'entry', id: crypto.randomUUID(), scope: 'u:nobody' },
      ]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = server.deps.database.transaction(async (tx) => {
      secondSeq = await recordChanges(tx, [
        { kind: 'entry', id: crypto.randomUUID(), scope: 'u:nobody' },
      ]);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(secondSeq).toBe(0);
    release();
    await Promise.all([first, second]);
    expect(secondSeq).toBeGreaterThan(firstSeq);
  });

  it('refuses visitors and malformed cursors', async () => {
    const me = await server.register('strict');
    expect((await server.call('GET', '/api/sync')).status).toBe(401);
    const bad = await server.call('GET', '/api/sync?since=yesterday', { token: me.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('since: since must be a cursor returned by an earlier sync.');
    expect((await server.call('GET', '/api/sync?limit=100000', { token: me.token })).status).toBe(
      400,
    );
  });
});
