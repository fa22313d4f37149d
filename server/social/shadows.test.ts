import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { addCollaborator, createJournal, createTextEntry, makeAdmin } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`shadows (${testDialect})`, () => {
  let server: TestServer;
  let author: Account;
  let admin: Account;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    [author, admin] = await Promise.all([server.register('author'), server.register('admin')]);
    await makeAdmin(server, admin.user.id);
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, who?: Account, json?: unknown) =>
    server.call(method, `/api${path}`, {
      ...(who ? { token: who.token } : {}),
      ...(json !== undefined ? { json } : {}),
    });
  const follow = (journalId: string, who?: Account) =>
    call('POST', `/journals/${journalId}/shadow`, who);
  const shadows = async (who: Account) => {
    const res = await call('GET', '/users/shadows', who);
    expect(res.status).toBe(200);
    return res.body as { journal_id: string; newEntries: number; last_seen_at: string }[];
  };
  const newEntriesOf = async (who: Account, journalId: string) =>
    (await shadows(who)).find((s) => s.journal_id === journalId)?.newEntries;
  /** An entry dated by the server's clock, so it falls after a shadow seen a moment before. */
  const postLater = (journalId: string, fields: Record<string, unknown> = {}) => {
    server.clock.advance(1000);
    return createTextEntry(server, author.token, journalId, {
      id: uuidv7({ msecs: server.clock.now }),
      ...fields,
    });
  };

  async function pull(account: Account, since = '0') {
    const changes: SyncChange[] = [];
    let cursor = since;
    for (let more = true; more;) {
      const res = await call('GET', `/sync?since=${cursor}`, account);
      changes.push(...res.body.changes);
      cursor = res.body.cursor;
      more = res.body.more;
    }
    return { changes: changes.filter((c) => c.kind === 'shadow'), cursor };
  }

  describe('the story', () => {
    it('counts the entries a follower has not seen until they open the journal', async () => {
      const follower = await server.register('follower');
      const journal = await createJournal(server, author.token, { title: 'Scales daily' });
      const followed = await follow(journal.id, follower);
      expect(followed.status).toBe(200);
      expect(followed.body).toMatchObject({
        journal_id: journal.id,
        journal: { id: journal.id, title: 'Scales daily' },
        newEntries: 0,
      });
      await postLater(journal.id);
      await postLater(journal.id);
      await postLater(journal.id, { private: true });
      expect(await newEntriesOf(follower, journal.id)).toBe(2);

      const page = await call(
        'GET',
        `/users/${author.user.ritual_user}/journals/${journal.slug}`,
        follower,
      );
      expect(page.status).toBe(200);
      expect(await newEntriesOf(follower, journal.id)).toBe(0);

      await postLater(journal.id);
      await postLater(journal.id);
      const older = page.body.entries[0].id as string;
      const more = await call('GET', `/journals/${journal.id}/entries?cursor=${older}`, follower);
      expect(more.status).toBe(200);
      expect(await newEntriesOf(follower, journal.id)).toBe(2);
      await call('GET', `/journals/${journal.id}/entries`, follower);
      expect(await newEntriesOf(follower, journal.id)).toBe(0);
    });
  });

  describe('POST /api/journals/{id}/shadow', () => {
    it('changes nothing when following again', async () => {
      const follower = await server.register('again');
      const journal = await createJournal(server, author.token);
      const first = await follow(journal.id, follower);
      server.clock.advance(5000);
      const second = await follow(journal.id, follower);
      expect(second.status).toBe(200);
      expect(second.body.created_at).toBe(first.body.created_at);
      expect(await shadows(follower)).toHaveLength(1);
    });

    it('refuses private journals to strangers, but not to collaborators or admins', async () => {
      const [stranger, member] = await Promise.all([
        server.register('stranger'),
        server.register('member'),
      ]);
      const secret = await createJournal(server, author.token, { private: true });
      await addCollaborator(server, secret.id, member.user.id);
      const res = await follow(secret.id, stranger);
      expect(res.status).toBe(404);
      expect(await shadows(stranger)).toEqual([]);
      expect((await follow(secret.id, member)).status).toBe(200);
      expect((await follow(secret.id, admin)).status).toBe(200);
    });

    it('refuses your own journal, unknown journals, bad ids and visitors', async () => {
      const journal = await createJournal(server, author.token);
      const own = await follow(journal.id, author);
      expect(own.status).toBe(400);
      expect(own.body.message).toBe('You cannot follow your own journal.');
      expect((await follow(uuidv7(), author)).status).toBe(404);
      const bad = await follow('journal-one', author);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^id:/);
      expect((await follow(journal.id)).status).toBe(401);
    });
  });

  describe('POST /api/journals/{id}/unshadow', () => {
    it('stops following, and unfollowing again is fine', async () => {
      const follower = await server.register('quitter');
      const journal = await createJournal(server, author.token);
      await follow(journal.id, follower);
      const path = `/journals/${journal.id}/unshadow`;
      expect((await call('POST', path, follower)).status).toBe(204);
      expect(await shadows(follower)).toEqual([]);
      expect((await call('POST', path, follower)).status).toBe(204);
      expect((await call('POST', path)).status).toBe(401);
      expect((await call('POST', '/journals/x/unshadow', follower)).status).toBe(400);
    });
  });

  describe('GET /api/users/{user}: followers', () => {
    it('counts each person following any of the journals once, until they stop', async () => {
      const owner = await server.register('followed');
      const [first, second] = await Promise.all([
        createJournal(server, owner.token),
        createJournal(server, owner.token),
      ]);
      const [ana, ben] = await Promise.all([server.register('ana'), server.register('ben')]);
      const followers = async () =>
        (await call('GET', `/users/${owner.user.ritual_user}`)).body.followers as number;
      expect(await followers()).toBe(0);
      await follow(first.id, ana);
      await follow(second.id, ana);
      await follow(second.id, ben);
      expect(await followers()).toBe(2);
      await call('POST', `/journals/${second.id}/unshadow`, ben);
      expect(await followers()).toBe(1);
    });
  });

  describe('GET /api/users/shadows', () => {
    it('lists newest-followed first and leaves out journals the user can no longer read', async () => {
      const follower = await server.register('reader');
      const older = await createJournal(server, author.token, { title: 'Older' });
      const newer = await createJournal(server, author.token, { title: 'Newer' });
      await follow(older.id, follower);
      server.clock.advance(1000);
      await follow(newer.id, follower);
      expect((await shadows(follower)).map((s) => s.journal_id)).toEqual([newer.id, older.id]);

      await call('POST', `/journals/${older.id}`, author, { private: true });
      expect((await shadows(follower)).map((s) => s.journal_id)).toEqual([newer.id]);
      await call('POST', `/journals/${older.id}`, author, { private: false });
      expect((await shadows(follower)).map((s) => s.journal_id)).toEqual([newer.id, older.id]);
      expect((await call('GET', '/users/shadows')).status).toBe(401);
    });
  });

  describe('GET /api/sync', () => {
    it('carries a follow, a visit and an unfollow as changes of the shadow', async () => {
      const follower = await server.register('synced');
      const journal = await createJournal(server, author.token);
      const start = await pull(follower);
      await follow(journal.id, follower);
      const followed = await pull(follower, start.cursor);
      expect(followed.changes).toMatchObject([
        { id: journal.id, deleted: false, record: { journal_id: journal.id, newEntries: 0 } },
      ]);

      await postLater(journal.id);
      server.clock.advance(1000);
      await call('GET', `/journals/${journal.id}/entries`, follower);
      const seen = await pull(follower, followed.cursor);
      expect(seen.changes).toMatchObject([
        {
          id: journal.id,
          record: { newEntries: 0, last_seen_at: new Date(server.clock.now).toISOString() },
        },
      ]);

      await call('POST', `/journals/${journal.id}/unshadow`, follower);
      const gone = await pull(follower, seen.cursor);
      expect(gone.changes).toMatchObject([{ id: journal.id, deleted: true, record: null }]);
    });

    it('drops the shadow from followers’ devices when the journal turns private or is deleted', async () => {
      const follower = await server.register('dropped');
      const [closing, deleting] = await Promise.all([
        createJournal(server, author.token, { title: 'Soon private' }),
        createJournal(server, author.token, { title: 'Soon gone' }),
      ]);
      await follow(closing.id, follower);
      await follow(deleting.id, follower);
      const before = await pull(follower);
      await call('POST', `/journals/${closing.id}`, author, { private: true });
      await call('DELETE', `/journals/${deleting.id}`, author);
      const after = await pull(follower, before.cursor);
      expect(after.changes.map((c) => [c.id, c.deleted]).sort()).toEqual(
        [
          [closing.id, true],
          [deleting.id, true],
        ].sort(),
      );
      await call('POST', `/journals/${closing.id}`, author, { private: false });
      const reopened = await pull(follower, after.cursor);
      expect(reopened.changes).toMatchObject([{ id: closing.id, deleted: false }]);
    });

    it('hands a follower who loses access to a private journal its tombstone', async () => {
      const member = await server.register('member');
      const secret = await createJournal(server, author.token, { private: true });
      await addCollaborator(server, secret.id, member.user.id);
      await follow(secret.id, member);
      const before = await pull(member);
      expect(before.changes).toMatchObject([{ id: secret.id, deleted: false }]);
      await call('POST', `/journals/${secret.id}/remove-user/${member.user.id}`, author);
      const after = await pull(member, before.cursor);
      expect(after.changes).toMatchObject([{ id: secret.id, deleted: true, record: null }]);
      expect(await shadows(member)).toEqual([]);
    });
  });
});
