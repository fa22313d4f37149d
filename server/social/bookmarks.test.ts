import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { addCollaborator, createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`bookmarks (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let reader: Account;
  let open: { id: string };
  let closed: { id: string };

  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    [owner, collaborator, reader] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('reader'),
    ]);
    open = await createJournal(server, owner.token, { title: 'Open studio' });
    closed = await createJournal(server, owner.token, { title: 'Back room', private: true });
    await addCollaborator(server, closed.id, collaborator.user.id);
  });
  afterAll(() => server.close());

  const bookmark = (account: Account | undefined, entryId: string, id: string = uuidv7()) =>
    server.call('POST', '/api/bookmarks', {
      ...(account ? { token: account.token } : {}),
      json: { id, entry_id: entryId },
    });
  const listOf = (account: Account, query = '') =>
    server.call('GET', `/api/bookmarks${query}`, { token: account.token });
  /** A fresh user, so lists hold only what the test bookmarked. */
  const newReader = () => server.register('bookworm');

  describe('POST /api/bookmarks', () => {
    it('bookmarks an entry the user can read, under the id the client chose', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const id = uuidv7();
      const res = await bookmark(reader, entry.id, id);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ id, entry_id: entry.id, user_id: reader.user.id });
      expect(typeof res.body.created_at).toBe('string');
    });

    it('answers a second bookmark of the same entry, or a replay, with the bookmark already there', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const first = await bookmark(reader, entry.id);
      const again = await bookmark(reader, entry.id);
      const replay = await bookmark(reader, entry.id, first.body.id);
      expect([first.status, again.status, replay.status]).toEqual([201, 200, 200]);
      expect(again.body.id).toBe(first.body.id);
      expect(replay.body.id).toBe(first.body.id);
    });

    it('refuses an id another user holds', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const mine = await bookmark(reader, entry.id);
      const res = await bookmark(owner, entry.id, mine.body.id);
      expect(res.status).toBe(409);
    });

    it('answers 404 for entries the user cannot read, and 401 to visitors', async () => {
      const inClosed = await createTextEntry(server, owner.token, closed.id);
      const privateEntry = await createTextEntry(server, owner.token, open.id, { private: true });
      expect((await bookmark(reader, inClosed.id)).status).toBe(404);
      expect((await bookmark(reader, privateEntry.id)).status).toBe(404);
      expect((await bookmark(reader, uuidv7())).status).toBe(404);
      expect((await bookmark(collaborator, inClosed.id)).status).toBe(201);
      expect((await bookmark(undefined, inClosed.id)).status).toBe(401);
    });

    it('refuses malformed input with a readable message', async () => {
      const res = await server.call('POST', '/api/bookmarks', {
        token: reader.token,
        json: { entry_id: 'nope' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^entry_id: /);
      const missing = await server.call('POST', '/api/bookmarks', {
        token: reader.token,
        json: {},
      });
      expect(missing.status).toBe(400);
    });
  });

  describe('DELETE /api/bookmarks/:id', () => {
    it('removes the bookmark for good; removing again is fine; the entry can be bookmarked anew', async () => {
      const me = await newReader();
      const entry = await createTextEntry(server, owner.token, open.id);
      const created = await bookmark(me, entry.id);
      const path = `/api/bookmarks/${created.body.id}`;
      expect((await server.call('DELETE', path, { token: me.token })).status).toBe(204);
      expect((await server.call('DELETE', path, { token: me.token })).status).toBe(204);
      expect((await listOf(me)).body.bookmarks).toEqual([]);
      const anew = await bookmark(me, entry.id);
      expect(anew.status).toBe(201);
      expect(anew.body.id).not.toBe(created.body.id);
    });

    it('answers 404 to anyone but the owner, and 401 to visitors', async () => {
      const me = await newReader();
      const entry = await createTextEntry(server, owner.token, open.id);
      const created = await bookmark(me, entry.id);
      const path = `/api/bookmarks/${created.body.id}`;
      expect((await server.call('DELETE', path, { token: owner.token })).status).toBe(404);
      expect((await server.call('DELETE', path)).status).toBe(401);
      expect(
        (await server.call('DELETE', `/api/bookmarks/${uuidv7()}`, { token: me.token })).status,
      ).toBe(404);
      expect((await listOf(me)).body.bookmarks.map((b: { id: string }) => b.id)).toEqual([
        created.body.id,
      ]);
    });
  });

  describe('GET /api/bookmarks', () => {
    it('lists the user’s bookmarks newest first, page by page, with their entries', async () => {
      const me = await newReader();
      const entries = [];
      for (let i = 0; i < 3; i += 1)
        entries.push(await createTextEntry(server, owner.token, open.id, { notes: `n${i}` }));
      for (const entry of entries) await bookmark(me, entry.id);
      await bookmark(reader, entries[0]!.id);
      const first = await listOf(me, '?limit=2');
      expect(first.status).toBe(200);
      expect(first.body.bookmarks.map((b: { entry: { notes: string } }) => b.entry.notes)).toEqual([
        'n2',
        'n1',
      ]);
      const second = await listOf(me, `?limit=2&cursor=${first.body.next}`);
      expect(second.body.bookmarks.map((b: { entry_id: string }) => b.entry_id)).toEqual([
        entries[0]!.id,
      ]);
      expect(second.body.next).toBeNull();
    });

    it('keeps a bookmark whose entry the user can no longer read, without the entry', async () => {
      const me = await newReader();
      const madePrivate = await createTextEntry(server, owner.token, open.id);
      const deleted = await createTextEntry(server, owner.token, open.id);
      await bookmark(me, madePrivate.id);
      await bookmark(me, deleted.id);
      await server.call('POST', `/api/entries/${madePrivate.id}`, {
        token: owner.token,
        json: { private: true },
      });
      await server.call('DELETE', `/api/entries/${deleted.id}`, { token: owner.token });
      const res = await listOf(me);
      expect(res.body.bookmarks).toMatchObject([
        { entry_id: deleted.id, entry: null },
        { entry_id: madePrivate.id, entry: null },
      ]);
    });

    it('asks visitors to sign in and refuses a malformed cursor', async () => {
      expect((await server.call('GET', '/api/bookmarks')).status).toBe(401);
      const bad = await listOf(reader, '?cursor=yesterday');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^cursor: /);
    });
  });

  describe('GET /api/sync (bookmarks)', () => {
    async function pullAll(token: string, since = '0') {
      const changes: SyncChange[] = [];
      let cursor = since;
      for (;;) {
        const res = await server.call('GET', `/api/sync?since=${cursor}`, { token });
        expect(res.status).toBe(200);
        changes.push(...res.body.changes);
        cursor = res.body.cursor;
        if (!res.body.more)
          return { changes: changes.filter((c) => c.kind === 'bookmark'), cursor };
      }
    }

    it('brings a bookmark and its removal to the user’s other device, and to no one else', async () => {
      const me = await newReader();
      const login = await server.call('POST', '/api/auth/login', {
        json: { login: me.user.ritual_user, password: me.password },
      });
      const otherDevice = login.body.token as string;
      const entry = await createTextEntry(server, owner.token, open.id);
      const start = await pullAll(otherDevice);
      const ownerStart = await pullAll(owner.token);
      const created = await bookmark(me, entry.id);

      const arrived = await pullAll(otherDevice, start.cursor);
      expect(arrived.changes).toMatchObject([
        {
          kind: 'bookmark',
          id: created.body.id,
          deleted: false,
          record: { entry_id: entry.id, user_id: me.user.id },
        },
      ]);
      expect((await pullAll(owner.token, ownerStart.cursor)).changes).toEqual([]);

      await server.call('DELETE', `/api/bookmarks/${created.body.id}`, { token: me.token });
      const removed = await pullAll(otherDevice, arrived.cursor);
      expect(removed.changes).toMatchObject([
        { kind: 'bookmark', id: created.body.id, deleted: true, record: null },
      ]);
    });
  });
});
