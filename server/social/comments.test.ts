import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { addCollaborator, createJournal, createTextEntry, makeAdmin } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`comments (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  let admin: Account;
  /** owner's public journal, where everyone may read and comment */
  let open: { id: string };
  /** owner's private journal; collaborator is a member */
  let closed: { id: string };

  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    [owner, collaborator, stranger, admin] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('stranger'),
      server.register('admin'),
    ]);
    await makeAdmin(server, admin.user.id);
    open = await createJournal(server, owner.token, { title: 'Open studio' });
    closed = await createJournal(server, owner.token, { title: 'Back room', private: true });
    await addCollaborator(server, open.id, collaborator.user.id);
    await addCollaborator(server, closed.id, collaborator.user.id);
  });
  afterAll(() => server.close());

  const comment = (account: Account | undefined, entryId: string, value = 'Lovely light.') =>
    server.call('POST', '/api/comments', {
      ...(account ? { token: account.token } : {}),
      json: { id: uuidv7(), entry_id: entryId, value },
    });
  const commentsOf = async (entryId: string, account?: Account, query = '') =>
    server.call('GET', `/api/entries/${entryId}/comments${query}`, {
      ...(account ? { token: account.token } : {}),
    });
  const values = (res: { body: { comments: { value: string }[] } }) =>
    res.body.comments.map((c) => c.value);
  const hideEntry = (entryId: string) =>
    server.deps.database.transaction(async ({ db, t }) => {
      await db
        .update(t.entries)
        .set({ hiddenAt: server.clock.now })
        .where(eq(t.entries.id, entryId));
    });

  describe('POST /api/comments', () => {
    it('lets anyone signed in comment on a public entry, under the id the client chose', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const id = uuidv7();
      const res = await server.call('POST', '/api/comments', {
        token: stranger.token,
        json: { id, entry_id: entry.id, value: '  Lovely light.  ' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id,
        entry_id: entry.id,
        journal_id: open.id,
        user_id: stranger.user.id,
        user: { id: stranger.user.id, ritual_user: stranger.user.ritual_user },
        value: 'Lovely light.',
      });
      expect(values(await commentsOf(entry.id))).toEqual(['Lovely light.']);
    });

    it('answers a replay with the comment as it is, and refuses an id someone else holds', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const json = { id: uuidv7(), entry_id: entry.id, value: 'Once.' };
      const first = await server.call('POST', '/api/comments', { token: stranger.token, json });
      const again = await server.call('POST', '/api/comments', {
        token: stranger.token,
        json: { ...json, value: 'Twice?' },
      });
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.body.value).toBe('Once.');
      const taken = await server.call('POST', '/api/comments', { token: owner.token, json });
      expect(taken.status).toBe(409);
      expect(values(await commentsOf(entry.id))).toEqual(['Once.']);
    });

    it('asks visitors to sign in', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const res = await comment(undefined, entry.id);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please sign in to continue.');
    });

    it('hides entries of a private journal, and private entries, from other users', async () => {
      const inClosed = await createTextEntry(server, owner.token, closed.id);
      const privateEntry = await createTextEntry(server, owner.token, open.id, { private: true });
      expect((await comment(stranger, inClosed.id)).status).toBe(404);
      expect((await comment(stranger, privateEntry.id)).status).toBe(404);
      expect((await comment(stranger, uuidv7())).status).toBe(404);
    });

    it('lets collaborators comment in the journal, private entries included', async () => {
      const inClosed = await createTextEntry(server, owner.token, closed.id, { private: true });
      const res = await comment(collaborator, inClosed.id, 'Seen it.');
      expect(res.status).toBe(201);
      expect(values(await commentsOf(inClosed.id, owner))).toEqual(['Seen it.']);
    });

    it('says a deleted entry was deleted to those who knew it, and nothing to others', async () => {
      const inClosed = await createTextEntry(server, owner.token, closed.id);
      await server.call('DELETE', `/api/entries/${inClosed.id}`, { token: owner.token });
      const member = await comment(collaborator, inClosed.id);
      expect(member.status).toBe(410);
      expect(member.body.message).toBe('This entry was deleted.');
      expect((await comment(stranger, inClosed.id)).status).toBe(404);
    });

    it('refuses empty, overlong and malformed comments with a readable message', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const empty = await comment(stranger, entry.id, '   ');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('value: Please write a comment.');
      const long = await comment(stranger, entry.id, 'x'.repeat(5001));
      expect(long.body.message).toBe('value: A comment must be at most 5000 characters.');
      const badEntry = await server.call('POST', '/api/comments', {
        token: stranger.token,
        json: { entry_id: 'nope', value: 'Hi' },
      });
      expect(badEntry.status).toBe(400);
      expect(badEntry.body.message).toMatch(/^entry_id: /);
      const oldStyleId = await server.call('POST', '/api/comments', {
        token: stranger.token,
        json: { id: crypto.randomUUID(), entry_id: entry.id, value: 'Hi' },
      });
      expect(oldStyleId.status).toBe(400);
    });
  });

  describe('POST /api/comments/:id', () => {
    it('lets the author edit; an older edit leaves the newer text and says so', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const created = await comment(stranger, entry.id, 'First thought.');
      const path = `/api/comments/${created.body.id}`;
      const now = server.clock.now;
      const edited = await server.call('POST', path, {
        token: stranger.token,
        json: { value: 'Second thought.', last_modified: now },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.value).toBe('Second thought.');
      expect(edited.headers.get('Ritual-Stale')).toBeNull();
      const stale = await server.call('POST', path, {
        token: stranger.token,
        json: { value: 'Written offline earlier.', last_modified: now - 60_000 },
      });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('Ritual-Stale')).toBe('true');
      expect(stale.body.value).toBe('Second thought.');
      expect(values(await commentsOf(entry.id))).toEqual(['Second thought.']);
    });

    it('lets no one else edit, not even the journal’s owner or an admin', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const created = await comment(stranger, entry.id, 'Mine.');
      const path = `/api/comments/${created.body.id}`;
      for (const account of [owner, collaborator, admin]) {
        const res = await server.call('POST', path, { token: account.token, json: { value: 'x' } });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Only the author can edit this comment.');
      }
      expect((await server.call('POST', path, { json: { value: 'x' } })).status).toBe(401);
      expect(values(await commentsOf(entry.id))).toEqual(['Mine.']);
    });

    it('answers 404 to someone who cannot read the entry', async () => {
      const inClosed = await createTextEntry(server, owner.token, closed.id);
      const created = await comment(collaborator, inClosed.id);
      const res = await server.call('POST', `/api/comments/${created.body.id}`, {
        token: stranger.token,
        json: { value: 'Let me in.' },
      });
      expect(res.status).toBe(404);
      expect(
        (
          await server.call('POST', `/api/comments/${uuidv7()}`, {
            token: stranger.token,
            json: { value: 'Anyone?' },
          })
        ).status,
      ).toBe(404);
    });

    it('answers 410 to an edit of a deleted comment, and 400 to an empty one', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const created = await comment(stranger, entry.id);
      const path = `/api/comments/${created.body.id}`;
      const empty = await server.call('POST', path, { token: stranger.token, json: { value: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('value: Please write a comment.');
      await server.call('DELETE', path, { token: stranger.token });
      const late = await server.call('POST', path, {
        token: stranger.token,
        json: { value: 'Too late.' },
      });
      expect(late.status).toBe(410);
      expect(late.body.message).toBe('This comment was deleted.');
    });
  });

  describe('DELETE /api/comments/:id', () => {
    it('lets the author delete, and deleting again changes nothing', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const kept = await comment(owner, entry.id, 'Kept.');
      const created = await comment(stranger, entry.id, 'Gone soon.');
      const path = `/api/comments/${created.body.id}`;
      expect((await server.call('DELETE', path, { token: stranger.token })).status).toBe(204);
      expect((await server.call('DELETE', path, { token: stranger.token })).status).toBe(204);
      expect(values(await commentsOf(entry.id))).toEqual(['Kept.']);
      expect(kept.status).toBe(201);
    });

    it('lets the journal’s owner, the entry’s author and admins delete others’ comments', async () => {
      const byCollaborator = await createTextEntry(server, collaborator.token, open.id);
      const ids = [];
      for (let i = 0; i < 3; i += 1) ids.push((await comment(stranger, byCollaborator.id)).body.id);
      for (const [account, id] of [
        [owner, ids[0]],
        [collaborator, ids[1]],
        [admin, ids[2]],
      ] as const) {
        const res = await server.call('DELETE', `/api/comments/${id}`, { token: account.token });
        expect(res.status).toBe(204);
      }
      expect(values(await commentsOf(byCollaborator.id))).toEqual([]);
    });

    it('refuses other readers, strangers to the journal and visitors', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const created = await comment(owner, entry.id, 'Owner’s note.');
      const path = `/api/comments/${created.body.id}`;
      const other = await server.call('DELETE', path, { token: stranger.token });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(
        'Only the comment’s author, the entry’s author or the journal’s owner can delete this comment.',
      );
      expect((await server.call('DELETE', path)).status).toBe(401);
      const inClosed = await createTextEntry(server, owner.token, closed.id);
      const hidden = await comment(collaborator, inClosed.id);
      const res = await server.call('DELETE', `/api/comments/${hidden.body.id}`, {
        token: stranger.token,
      });
      expect(res.status).toBe(404);
      expect(values(await commentsOf(entry.id))).toEqual(['Owner’s note.']);
    });
  });

  describe('GET /api/entries/:id/comments', () => {
    it('shows visitors the comments of a public entry, oldest first, page by page', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      for (const value of ['one', 'two', 'three']) await comment(stranger, entry.id, value);
      const first = await commentsOf(entry.id, undefined, '?limit=2');
      expect(first.status).toBe(200);
      expect(values(first)).toEqual(['one', 'two']);
      expect(first.body.next).toBe(first.body.comments[1].id);
      const second = await commentsOf(entry.id, undefined, `?limit=2&cursor=${first.body.next}`);
      expect(values(second)).toEqual(['three']);
      expect(second.body.next).toBeNull();
      const bad = await commentsOf(entry.id, undefined, '?limit=0');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^limit: /);
    });

    it('keeps private entries’ comments to those who may read the entry, or hold its key', async () => {
      const entry = await createTextEntry(server, owner.token, closed.id, { private: true });
      await comment(collaborator, entry.id, 'Between us.');
      expect((await commentsOf(entry.id)).status).toBe(404);
      expect((await commentsOf(entry.id, stranger)).status).toBe(404);
      expect(values(await commentsOf(entry.id, collaborator))).toEqual(['Between us.']);
      expect(values(await commentsOf(entry.id, admin))).toEqual(['Between us.']);
      const shared = await server.call('POST', `/api/entries/${entry.id}/generate-share-key`, {
        token: owner.token,
      });
      const key = shared.body.share_key as string;
      expect(values(await commentsOf(entry.id, undefined, `?key=${key}`))).toEqual(['Between us.']);
      expect((await commentsOf(entry.id, undefined, '?key=wrong')).status).toBe(404);
    });

    it('opens a private journal’s entry to its journal’s share key, but not its private entries', async () => {
      const journal = await createJournal(server, owner.token, { private: true });
      const shown = await createTextEntry(server, owner.token, journal.id);
      const secret = await createTextEntry(server, owner.token, journal.id, { private: true });
      await comment(owner, shown.id, 'By link.');
      const shared = await server.call('POST', `/api/journals/${journal.id}/generate-share-key`, {
        token: owner.token,
      });
      const query = `?key=${shared.body.share_key as string}`;
      expect(values(await commentsOf(shown.id, undefined, query))).toEqual(['By link.']);
      expect((await commentsOf(secret.id, undefined, query)).status).toBe(404);
    });

    it('shows nothing of deleted entries, and hidden ones only to the owner and admins', async () => {
      const hidden = await createTextEntry(server, owner.token, open.id);
      await comment(stranger, hidden.id, 'Before moderation.');
      await hideEntry(hidden.id);
      expect((await commentsOf(hidden.id)).status).toBe(404);
      expect((await commentsOf(hidden.id, stranger)).status).toBe(404);
      expect(values(await commentsOf(hidden.id, owner))).toEqual(['Before moderation.']);
      expect(values(await commentsOf(hidden.id, admin))).toEqual(['Before moderation.']);
      const adminComment = await comment(admin, hidden.id, 'Moderator here.');
      expect(adminComment.status).toBe(201);

      const deleted = await createTextEntry(server, owner.token, open.id);
      await comment(stranger, deleted.id);
      await server.call('DELETE', `/api/entries/${deleted.id}`, { token: owner.token });
      expect((await commentsOf(deleted.id, owner)).status).toBe(404);
    });
  });

  describe('GET /api/sync (comments)', () => {
    async function pullAll(account: Account, since = '0') {
      const changes: SyncChange[] = [];
      let cursor = since;
      for (;;) {
        const res = await server.call('GET', `/api/sync?since=${cursor}`, { token: account.token });
        expect(res.status).toBe(200);
        changes.push(...res.body.changes);
        cursor = res.body.cursor;
        if (!res.body.more) return { changes: changes.filter((c) => c.kind === 'comment'), cursor };
      }
    }

    it('brings members a comment on their journal, its edit, and its deletion as a tombstone', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const start = await pullAll(collaborator);
      const outsider = await pullAll(stranger);
      const created = await comment(stranger, entry.id, 'From outside.');
      const id = created.body.id as string;

      const arrived = await pullAll(collaborator, start.cursor);
      expect(arrived.changes).toMatchObject([
        {
          kind: 'comment',
          id,
          deleted: false,
          record: { entry_id: entry.id, journal_id: open.id, value: 'From outside.' },
        },
      ]);
      expect((await pullAll(stranger, outsider.cursor)).changes).toEqual([]);

      await server.call('POST', `/api/comments/${id}`, {
        token: stranger.token,
        json: { value: 'From outside, edited.' },
      });
      const edited = await pullAll(collaborator, arrived.cursor);
      expect(edited.changes).toMatchObject([{ id, record: { value: 'From outside, edited.' } }]);

      await server.call('DELETE', `/api/comments/${id}`, { token: owner.token });
      const deleted = await pullAll(collaborator, edited.cursor);
      expect(deleted.changes).toMatchObject([{ id, deleted: true, record: null }]);
    });

    it('brings a new collaborator the comments already on the journal', async () => {
      const newcomer = await server.register('newcomer');
      const journal = await createJournal(server, owner.token, { title: 'Later shared' });
      const entry = await createTextEntry(server, owner.token, journal.id);
      const earlier = await comment(owner, entry.id, 'Said before you came.');
      const start = await pullAll(newcomer);
      expect(start.changes).toEqual([]);
      await addCollaborator(server, journal.id, newcomer.user.id);
      const pulled = await pullAll(newcomer, start.cursor);
      expect(pulled.changes).toMatchObject([
        { id: earlier.body.id, record: { value: 'Said before you came.' } },
      ]);
    });

    it('moves an entry’s comments along with it into another journal', async () => {
      const other = await server.register('elsewhere');
      const from = await createJournal(server, owner.token, { title: 'Drafts' });
      const to = await createJournal(server, owner.token, { title: 'Finished' });
      await addCollaborator(server, to.id, other.user.id);
      const entry = await createTextEntry(server, owner.token, from.id);
      const said = await comment(owner, entry.id, 'Travels with the entry.');
      const start = await pullAll(other);
      const moved = await server.call('POST', `/api/entries/${entry.id}/move/${to.id}`, {
        token: owner.token,
        json: {},
      });
      expect(moved.status).toBe(200);
      const pulled = await pullAll(other, start.cursor);
      expect(pulled.changes).toMatchObject([
        { id: said.body.id, record: { journal_id: to.id, value: 'Travels with the entry.' } },
      ]);
    });

    it('turns a comment into a tombstone once its entry is hidden from the member', async () => {
      const entry = await createTextEntry(server, owner.token, open.id);
      const start = await pullAll(collaborator);
      const created = await comment(owner, entry.id, 'Soon hidden.');
      await hideEntry(entry.id);
      const pulled = await pullAll(collaborator, start.cursor);
      expect(pulled.changes).toMatchObject([{ id: created.body.id, deleted: true, record: null }]);
      const ownerView = await pullAll(owner, start.cursor);
      expect(ownerView.changes.find((c) => c.id === created.body.id)).toMatchObject({
        deleted: false,
        record: { value: 'Soon hidden.' },
      });
    });
  });
});
