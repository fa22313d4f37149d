import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { addCollaborator, createJournal, createTextEntry, makeAdmin } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`moderation (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  let admin: Account;
  beforeAll(async () => {
    server = await startTestServer();
    [owner, collaborator, stranger, admin] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('stranger'),
      server.register('admin'),
    ]);
    await makeAdmin(server, admin.user.id);
  });
  afterAll(() => server.close());

  const moderate = (kind: 'entries' | 'journals', id: string, hidden: boolean, token?: string) =>
    server.call('POST', `/api/${kind}/${id}/moderate`, {
      ...(token ? { token } : {}),
      json: { hidden },
    });
  const getEntry = (id: string, token?: string) =>
    server.call('GET', `/api/entries/${id}`, token ? { token } : {});
  const journalPage = async (slug: string, token?: string) =>
    server.call('GET', `/api/users/${owner.user.ritual_user}/journals/${slug}`, {
      ...(token ? { token } : {}),
    });
  const pageIds = (res: { body: { entries: { id: string }[] } }) =>
    res.body.entries.map((e) => e.id);
  const sync = async (account: Account, since: string) => {
    const res = await server.call('GET', `/api/sync?since=${since}`, { token: account.token });
    expect(res.status).toBe(200);
    return res.body as { changes: SyncChange[]; cursor: string };
  };
  /** The record the owner's device receives: a hidden record stays theirs, marked hidden. */
  const ownerSyncs = async (id: string, since: string) =>
    (await sync(owner, since)).changes.find((c) => c.id === id)?.record;

  describe('POST /api/entries/{id}/moderate', () => {
    it('asks visitors to sign in and refuses everyone but admins, the journal’s owner too', async () => {
      const journal = await createJournal(server, owner.token);
      const entry = await createTextEntry(server, owner.token, journal.id);
      expect((await moderate('entries', entry.id, true)).status).toBe(401);
      for (const account of [stranger, owner]) {
        const res = await moderate('entries', entry.id, true, account.token);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Only administrators can moderate.');
      }
      expect((await getEntry(entry.id)).body.hidden).toBe(false);
    });

    it('answers 404 for an unknown or deleted entry, 400 without a hidden flag', async () => {
      expect((await moderate('entries', uuidv7(), true, admin.token)).status).toBe(404);
      const journal = await createJournal(server, owner.token);
      const entry = await createTextEntry(server, owner.token, journal.id);
      await server.call('DELETE', `/api/entries/${entry.id}`, { token: owner.token });
      expect((await moderate('entries', entry.id, true, admin.token)).status).toBe(404);
      const bad = await server.call('POST', `/api/entries/${uuidv7()}/moderate`, {
        token: admin.token,
        json: { hidden: 'yes' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('hidden: Say true to hide it, or false to show it again.');
    });

    it('hides an entry from all but its author, the owner and admins; restoring shows it again', async () => {
      const journal = await createJournal(server, owner.token, { title: 'Public sketches' });
      await addCollaborator(server, journal.id, collaborator.user.id);
      const entry = await createTextEntry(server, collaborator.token, journal.id);
      const other = await createTextEntry(server, owner.token, journal.id);

      const hidden = await moderate('entries', entry.id, true, admin.token);
      expect(hidden.status).toBe(200);
      expect(hidden.body).toMatchObject({ id: entry.id, hidden: true });
      expect(Date.parse(hidden.body.last_modified)).toBeGreaterThanOrEqual(
        Date.parse(entry.last_modified as string),
      );
      expect((await getEntry(entry.id)).status).toBe(404);
      expect((await getEntry(entry.id, stranger.token)).status).toBe(404);
      expect(pageIds(await journalPage(journal.slug))).toEqual([other.id]);
      for (const account of [collaborator, owner, admin]) {
        const res = await getEntry(entry.id, account.token);
        expect(res.status).toBe(200);
        expect(res.body.hidden).toBe(true);
      }
      expect(pageIds(await journalPage(journal.slug, owner.token))).toEqual([other.id, entry.id]);

      const restored = await moderate('entries', entry.id, false, admin.token);
      expect(restored.status).toBe(200);
      expect(restored.body.hidden).toBe(false);
      expect((await getEntry(entry.id)).body.hidden).toBe(false);
      expect(pageIds(await journalPage(journal.slug))).toEqual([other.id, entry.id]);
    });

    it('tells members’ devices: a member who is not the author loses the entry until it is restored', async () => {
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, collaborator.user.id);
      const entry = await createTextEntry(server, owner.token, journal.id);
      const start = (await sync(collaborator, '0')).cursor;

      await moderate('entries', entry.id, true, admin.token);
      const afterHide = await sync(collaborator, start);
      expect(afterHide.changes).toEqual([
        expect.objectContaining({ kind: 'entry', id: entry.id, deleted: true }),
      ]);
      expect(await ownerSyncs(entry.id, start)).toMatchObject({ hidden: true });

      await moderate('entries', entry.id, false, admin.token);
      const afterRestore = await sync(collaborator, afterHide.cursor);
      expect(afterRestore.changes).toEqual([
        expect.objectContaining({ kind: 'entry', id: entry.id, deleted: false }),
      ]);
    });
  });

  describe('POST /api/journals/{id}/moderate', () => {
    it('asks visitors to sign in, refuses non-admins and answers 404 for unknown or deleted journals', async () => {
      const journal = await createJournal(server, owner.token);
      expect((await moderate('journals', journal.id, true)).status).toBe(401);
      for (const account of [stranger, owner])
        expect((await moderate('journals', journal.id, true, account.token)).status).toBe(403);
      expect((await moderate('journals', uuidv7(), true, admin.token)).status).toBe(404);
      await server.call('DELETE', `/api/journals/${journal.id}`, { token: owner.token });
      expect((await moderate('journals', journal.id, true, admin.token)).status).toBe(404);
    });

    it('hides a journal and its entries from all but its owner and admins; restoring shows them again', async () => {
      const journal = await createJournal(server, owner.token, { title: 'Loud opinions' });
      await addCollaborator(server, journal.id, collaborator.user.id);
      const entry = await createTextEntry(server, owner.token, journal.id);

      const hidden = await moderate('journals', journal.id, true, admin.token);
      expect(hidden.status).toBe(200);
      expect(hidden.body).toMatchObject({ id: journal.id, hidden: true });
      expect((await journalPage(journal.slug)).status).toBe(404);
      for (const token of [stranger.token, collaborator.token]) {
        expect((await journalPage(journal.slug, token)).status).toBe(404);
        expect((await getEntry(entry.id, token)).status).toBe(404);
      }
      const profile = await server.call('GET', `/api/users/${owner.user.ritual_user}`);
      expect(profile.body.journals.map((j: { id: string }) => j.id)).not.toContain(journal.id);
      for (const account of [owner, admin]) {
        const page = await journalPage(journal.slug, account.token);
        expect(page.status).toBe(200);
        expect(page.body.hidden).toBe(true);
        expect(pageIds(page)).toEqual([entry.id]);
      }

      const restored = await moderate('journals', journal.id, false, admin.token);
      expect(restored.body.hidden).toBe(false);
      const page = await journalPage(journal.slug);
      expect(page.status).toBe(200);
      expect(pageIds(page)).toEqual([entry.id]);
      expect((await getEntry(entry.id, stranger.token)).status).toBe(200);
    });

    it('takes the journal off collaborators’ devices and brings it back with its entries and comments', async () => {
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, collaborator.user.id);
      const entry = await createTextEntry(server, owner.token, journal.id);
      const comment = await server.call('POST', '/api/comments', {
        token: owner.token,
        json: { entry_id: entry.id, value: 'Kept through the hide.' },
      });
      const start = (await sync(collaborator, '0')).cursor;

      await moderate('journals', journal.id, true, admin.token);
      const afterHide = await sync(collaborator, start);
      expect(afterHide.changes).toContainEqual(
        expect.objectContaining({ kind: 'journal', id: journal.id, deleted: true }),
      );
      expect(await ownerSyncs(journal.id, start)).toMatchObject({ hidden: true });

      await moderate('journals', journal.id, false, admin.token);
      const afterRestore = await sync(collaborator, afterHide.cursor);
      expect(afterRestore.changes.map((c) => [c.kind, c.id, c.deleted])).toEqual(
        expect.arrayContaining([
          ['journal', journal.id, false],
          ['entry', entry.id, false],
          ['comment', comment.body.id, false],
        ]),
      );
    });

    it('reaches followers and invitees, and lets a collaborator leave while it is hidden', async () => {
      const [follower, invitee] = await Promise.all([
        server.register('follower'),
        server.register('invitee'),
      ]);
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, collaborator.user.id);
      await server.call('POST', `/api/journals/${journal.id}/shadow`, { token: follower.token });
      const invited = await server.call(
        'POST',
        `/api/journals/${journal.id}/invite-user/${invitee.user.id}`,
        { token: owner.token },
      );
      const [followerStart, inviteeStart] = [
        (await sync(follower, '0')).cursor,
        (await sync(invitee, '0')).cursor,
      ];

      await moderate('journals', journal.id, true, admin.token);
      expect((await sync(follower, followerStart)).changes).toContainEqual(
        expect.objectContaining({ kind: 'shadow', id: journal.id, deleted: true }),
      );
      expect((await sync(invitee, inviteeStart)).changes).toContainEqual(
        expect.objectContaining({ kind: 'invitation', id: invited.body.id, deleted: true }),
      );
      const waiting = await server.call('GET', '/api/auth/journal-invitations', {
        token: invitee.token,
      });
      expect(waiting.body).toEqual([]);
      const accept = await server.call(
        'POST',
        `/api/journal-invitations/${invited.body.id}/accept`,
        { token: invitee.token },
      );
      expect(accept.status).toBe(404);
      const leave = await server.call('POST', `/api/journals/${journal.id}/leave`, {
        token: collaborator.token,
      });
      expect(leave.status).toBe(204);
    });
  });
});
