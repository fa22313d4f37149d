import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { addCollaborator, createJournal, createTextEntry, makeAdmin } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`collaboration (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let admin: Account;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    [owner, admin] = await Promise.all([server.register('owner'), server.register('admin')]);
    await makeAdmin(server, admin.user.id);
  });
  afterAll(() => server.close());

  const post = (path: string, who?: Account, json?: unknown) =>
    server.call('POST', `/api${path}`, {
      ...(who ? { token: who.token } : {}),
      ...(json !== undefined ? { json } : {}),
    });
  const get = (path: string, who?: Account) =>
    server.call('GET', `/api${path}`, who ? { token: who.token } : {});
  const remove = (path: string, who?: Account) =>
    server.call('DELETE', `/api${path}`, who ? { token: who.token } : {});
  const invite = (journalId: string, invitee: Account, who: Account = owner) =>
    post(`/journals/${journalId}/invite-user/${invitee.user.id}`, who);
  const ids = (list: { id: string }[]) => list.map((item) => item.id);

  /** Pulls until `more` is false, as a client does. */
  async function pull(account: Account, since = '0') {
    const changes: SyncChange[] = [];
    let cursor = since;
    for (let more = true; more;) {
      const res = await get(`/sync?since=${cursor}`, account);
      expect(res.status).toBe(200);
      changes.push(...res.body.changes);
      cursor = res.body.cursor;
      more = res.body.more;
    }
    return { changes, cursor };
  }
  const ofKind = (changes: SyncChange[], kind: string) => changes.filter((c) => c.kind === kind);

  /** The owner's public journal with a collaborator, a private journal, and two outsiders. */
  async function cast() {
    const [member, stranger, guest] = await Promise.all([
      server.register('member'),
      server.register('stranger'),
      server.register('guest'),
    ]);
    const journal = await createJournal(server, owner.token);
    const secret = await createJournal(server, owner.token, { private: true });
    await addCollaborator(server, journal.id, member.user.id);
    return { member, stranger, guest, journal, secret };
  }

  describe('the whole story', () => {
    it('an invitee accepts, posts and edits their own entries, and loses the journal when removed', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token, { private: true });
      const ownerEntry = await createTextEntry(server, owner.token, journal.id);
      const start = await pull(guest);

      const invited = await invite(journal.id, guest);
      expect(invited.status).toBe(201);
      expect(invited.body).toMatchObject({
        journal_id: journal.id,
        journal: { id: journal.id, title: 'Morning pages' },
        owner: { id: owner.user.id },
        inviter: { id: owner.user.id },
        invitee: { id: guest.user.id },
        status: 'pending',
      });
      const waiting = await get('/auth/journal-invitations', guest);
      expect(ids(waiting.body)).toEqual([invited.body.id]);
      const offered = await pull(guest, start.cursor);
      expect(ofKind(offered.changes, 'invitation')).toMatchObject([
        { id: invited.body.id, deleted: false, record: { status: 'pending' } },
      ]);
      expect(ofKind(offered.changes, 'journal')).toEqual([]);

      const accepted = await post(`/journal-invitations/${invited.body.id}/accept`, guest);
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe('accepted');
      expect((await get('/auth/journal-invitations', guest)).body).toEqual([]);
      const joined = await pull(guest, offered.cursor);
      expect(ofKind(joined.changes, 'journal')).toMatchObject([{ id: journal.id, deleted: false }]);
      expect(ids(ofKind(joined.changes, 'entry'))).toEqual([ownerEntry.id]);
      expect(ofKind(joined.changes, 'invitation')).toMatchObject([
        { id: invited.body.id, record: { status: 'accepted' } },
      ]);

      const mine = await createTextEntry(server, guest.token, journal.id, { notes: 'my turn' });
      const edited = await post(`/entries/${mine.id}`, guest, { notes: 'my turn, edited' });
      expect(edited.status).toBe(200);
      expect(edited.body.notes).toBe('my turn, edited');
      const notMine = await post(`/entries/${ownerEntry.id}`, guest, { notes: 'hijacked' });
      expect(notMine.status).toBe(403);
      expect(notMine.body.message).toBe('Only the author can edit this entry.');

      const before = await pull(guest, joined.cursor);
      const removed = await post(`/journals/${journal.id}/remove-user/${guest.user.id}`, owner);
      expect(removed.status).toBe(204);
      const again = await post('/entries', guest, { journal_id: journal.id, notes: 'still here?' });
      expect(again.status).toBe(404);
      const revoked = await pull(guest, before.cursor);
      expect(ofKind(revoked.changes, 'journal')).toMatchObject([
        { id: journal.id, deleted: true, record: null },
      ]);
      const page = await get(`/journals/${journal.id}/entries`, owner);
      expect(page.body.entries.map((e: { id: string }) => e.id)).toContain(mine.id);
    });
  });

  describe('GET /api/journals/{id}/invitations', () => {
    it('shows the owner the invitations still waiting for an answer, newest first', async () => {
      const [a, b, c] = await Promise.all([
        server.register('a'),
        server.register('b'),
        server.register('c'),
      ]);
      const journal = await createJournal(server, owner.token);
      const first = await invite(journal.id, a);
      server.clock.advance(1000);
      const second = await invite(journal.id, b);
      const third = await invite(journal.id, c);
      await post(`/journal-invitations/${third.body.id}/deny`, c);
      const res = await get(`/journals/${journal.id}/invitations`, owner);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([second.body.id, first.body.id]);
    });

    it('is the owner’s business alone: not a collaborator’s, a stranger’s or an admin’s', async () => {
      const { member: collaborator, stranger, journal: open, secret } = await cast();
      expect((await get(`/journals/${open.id}/invitations`)).status).toBe(401);
      const denied = await get(`/journals/${open.id}/invitations`, collaborator);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('Only the journal’s owner can see its invitations.');
      expect((await get(`/journals/${open.id}/invitations`, stranger)).status).toBe(403);
      expect((await get(`/journals/${open.id}/invitations`, admin)).status).toBe(403);
      expect((await get(`/journals/${secret.id}/invitations`, stranger)).status).toBe(404);
      expect((await get('/journals/not-an-id/invitations', owner)).status).toBe(400);
    });
  });

  describe('POST /api/journals/{id}/invite-user/{userId}', () => {
    it('answers a second invitation with the one already pending, and a new one after a no', async () => {
      const guest = await server.register('twice');
      const journal = await createJournal(server, owner.token);
      const first = await invite(journal.id, guest);
      const second = await invite(journal.id, guest);
      expect([first.status, second.status]).toEqual([201, 200]);
      expect(second.body.id).toBe(first.body.id);
      await post(`/journal-invitations/${first.body.id}/deny`, guest);
      const third = await invite(journal.id, guest);
      expect(third.status).toBe(201);
      expect(third.body.id).not.toBe(first.body.id);
    });

    it('refuses to invite the owner or a collaborator, and an unknown user', async () => {
      const member = await server.register('member');
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, member.user.id);
      const self = await invite(journal.id, owner);
      expect(self.status).toBe(409);
      expect(self.body.message).toBe('You own this journal, so you cannot be invited to it.');
      const already = await invite(journal.id, member);
      expect(already.status).toBe(409);
      expect(already.body.message).toBe(
        `${member.user.ritual_user} already collaborates on this journal.`,
      );
      const nobody = await post(`/journals/${journal.id}/invite-user/${uuidv7()}`, owner);
      expect(nobody.status).toBe(404);
      expect(nobody.body.message).toBe('This user could not be found.');
      expect((await post(`/journals/${journal.id}/invite-user/bob`, owner)).status).toBe(400);
    });

    it('lets only the owner invite', async () => {
      const { member, stranger, guest, journal, secret } = await cast();
      const path = `/journals/${journal.id}/invite-user/${guest.user.id}`;
      expect((await post(path)).status).toBe(401);
      const byMember = await post(path, member);
      expect(byMember.status).toBe(403);
      expect(byMember.body.message).toBe('Only the journal’s owner can invite people to it.');
      expect((await post(path, stranger)).status).toBe(403);
      expect((await post(path, admin)).status).toBe(403);
      expect((await invite(secret.id, guest, stranger)).status).toBe(404);
      expect((await get(`/journals/${journal.id}/invitations`, owner)).body).toEqual([]);
    });
  });

  describe('GET /api/auth/journal-invitations', () => {
    it('shows each user only the invitations waiting for them', async () => {
      const [guest, other] = await Promise.all([
        server.register('guest'),
        server.register('other'),
      ]);
      const journal = await createJournal(server, owner.token);
      const mine = await invite(journal.id, guest);
      await invite(journal.id, other);
      const res = await get('/auth/journal-invitations', guest);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([mine.body.id]);
      expect((await get('/auth/journal-invitations', owner)).body).toEqual([]);
      expect((await get('/auth/journal-invitations')).status).toBe(401);
    });
    it('takes the invitation off the invitee’s devices when the journal is deleted', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token);
      const invited = await invite(journal.id, guest);
      const before = await pull(guest);
      expect(ofKind(before.changes, 'invitation')).toMatchObject([{ id: invited.body.id }]);
      await remove(`/journals/${journal.id}`, owner);
      const after = await pull(guest, before.cursor);
      expect(ofKind(after.changes, 'invitation')).toMatchObject([
        { id: invited.body.id, deleted: true, record: null },
      ]);
      expect((await get('/auth/journal-invitations', guest)).body).toEqual([]);
    });
  });

  describe('POST /api/journal-invitations/{id}/accept and /deny', () => {
    it('lets the invitee decline, after which accepting is refused', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token);
      const { body } = await invite(journal.id, guest);
      const denied = await post(`/journal-invitations/${body.id}/deny`, guest);
      expect(denied.status).toBe(200);
      expect(denied.body.status).toBe('denied');
      const late = await post(`/journal-invitations/${body.id}/accept`, guest);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('You already declined this invitation.');
      const journalNow = await get(`/journals/${journal.id}/entries`, guest);
      expect(journalNow.status).toBe(200);
      const posted = await post('/entries', guest, { journal_id: journal.id, notes: 'x' });
      expect(posted.status).toBe(403);
    });

    it('refuses a second answer, and an invitation withdrawn meanwhile', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token);
      const { body } = await invite(journal.id, guest);
      await post(`/journal-invitations/${body.id}/accept`, guest);
      const twice = await post(`/journal-invitations/${body.id}/accept`, guest);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('You already accepted this invitation.');

      const other = await server.register('other');
      const withdrawn = await invite(journal.id, other);
      await remove(`/journal-invitations/${withdrawn.body.id}`, owner);
      const gone = await post(`/journal-invitations/${withdrawn.body.id}/accept`, other);
      expect(gone.status).toBe(410);
      expect(gone.body.message).toBe('This invitation was withdrawn.');
    });

    it('refuses an invitation to a journal deleted since', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token);
      const { body } = await invite(journal.id, guest);
      await remove(`/journals/${journal.id}`, owner);
      const res = await post(`/journal-invitations/${body.id}/accept`, guest);
      expect(res.status).toBe(410);
      expect(res.body.message).toBe('This journal was deleted.');
      expect((await get('/auth/journal-invitations', guest)).body).toEqual([]);
    });

    it('lets only the invitee answer', async () => {
      const [guest, stranger] = await Promise.all([
        server.register('guest'),
        server.register('stranger'),
      ]);
      const journal = await createJournal(server, owner.token);
      const { body } = await invite(journal.id, guest);
      for (const action of ['accept', 'deny']) {
        const path = `/journal-invitations/${body.id}/${action}`;
        expect((await post(path)).status).toBe(401);
        const byOwner = await post(path, owner);
        expect(byOwner.status).toBe(403);
        expect(byOwner.body.message).toBe('Only the invited person can answer this invitation.');
        expect((await post(path, stranger)).status).toBe(404);
        expect((await post(path, admin)).status).toBe(404);
      }
      expect((await post(`/journal-invitations/${uuidv7()}/accept`, guest)).status).toBe(404);
      expect((await post('/journal-invitations/nope/accept', guest)).status).toBe(400);
      expect((await get('/auth/journal-invitations', guest)).body).toMatchObject([
        { id: body.id, status: 'pending' },
      ]);
    });
  });

  describe('DELETE /api/journal-invitations/{id}', () => {
    it('lets the owner withdraw: the invitee’s list and sync lose it', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token);
      const { body } = await invite(journal.id, guest);
      const [guestBefore, ownerBefore] = [await pull(guest), await pull(owner)];
      expect((await remove(`/journal-invitations/${body.id}`, owner)).status).toBe(204);
      expect((await get('/auth/journal-invitations', guest)).body).toEqual([]);
      expect((await get(`/journals/${journal.id}/invitations`, owner)).body).toEqual([]);
      for (const [who, since] of [
        [guest, guestBefore.cursor],
        [owner, ownerBefore.cursor],
      ] as const) {
        const { changes } = await pull(who, since);
        expect(ofKind(changes, 'invitation')).toMatchObject([
          { id: body.id, deleted: true, record: null },
        ]);
      }
      expect((await remove(`/journal-invitations/${body.id}`, owner)).status).toBe(204);
    });

    it('lets the invitee dismiss, and no one else touch it', async () => {
      const [guest, stranger] = await Promise.all([
        server.register('guest'),
        server.register('stranger'),
      ]);
      const journal = await createJournal(server, owner.token);
      const { body } = await invite(journal.id, guest);
      expect((await remove(`/journal-invitations/${body.id}`)).status).toBe(401);
      expect((await remove(`/journal-invitations/${body.id}`, stranger)).status).toBe(404);
      expect((await remove(`/journal-invitations/${body.id}`, admin)).status).toBe(404);
      expect((await get(`/journals/${journal.id}/invitations`, owner)).body).toHaveLength(1);
      expect((await remove(`/journal-invitations/${body.id}`, guest)).status).toBe(204);
      expect((await get(`/journals/${journal.id}/invitations`, owner)).body).toEqual([]);
    });
  });

  describe('POST /api/journals/{id}/remove-user/{userId}', () => {
    it('withdraws an invitation still pending for the user', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token);
      const { body } = await invite(journal.id, guest);
      const res = await post(`/journals/${journal.id}/remove-user/${guest.user.id}`, owner);
      expect(res.status).toBe(204);
      expect((await get('/auth/journal-invitations', guest)).body).toEqual([]);
      expect((await post(`/journal-invitations/${body.id}/accept`, guest)).status).toBe(410);
    });

    it('lets a collaborator remove themselves but nobody else', async () => {
      const { member: one, guest: two, stranger, journal, secret } = await cast();
      await addCollaborator(server, journal.id, two.user.id);
      const path = (who: Account) => `/journals/${journal.id}/remove-user/${who.user.id}`;
      expect((await post(path(two))).status).toBe(401);
      const other = await post(path(two), one);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('Only the journal’s owner can remove people from it.');
      expect((await post(path(two), stranger)).status).toBe(403);
      expect((await post(path(two), admin)).status).toBe(403);
      expect(
        (await post(`/journals/${secret.id}/remove-user/${two.user.id}`, stranger)).status,
      ).toBe(404);
      expect((await post(path(one), one)).status).toBe(204);
      const page = await get(`/users/${owner.user.ritual_user}/journals/${journal.slug}`, owner);
      expect(page.body.collaborators.map((u: { id: string }) => u.id)).toEqual([two.user.id]);
    });

    it('refuses to remove the owner, and an unknown user', async () => {
      const member = await server.register('member');
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, member.user.id);
      const res = await post(`/journals/${journal.id}/remove-user/${owner.user.id}`, member);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The journal’s owner cannot be removed from it.');
      const nobody = await post(`/journals/${journal.id}/remove-user/${uuidv7()}`, owner);
      expect(nobody.status).toBe(404);
    });
  });

  describe('POST /api/journals/{id}/join', () => {
    it('makes anyone who may read an open journal a collaborator who can post', async () => {
      const joiner = await server.register('joiner');
      const journal = await createJournal(server, owner.token, { open: true });
      const before = await pull(joiner);
      const res = await post(`/journals/${journal.id}/join`, joiner);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: journal.id, open: true });
      expect(res.body.collaborators.map((u: { id: string }) => u.id)).toEqual([joiner.user.id]);
      expect((await post(`/journals/${journal.id}/join`, joiner)).status).toBe(200);
      await createTextEntry(server, joiner.token, journal.id);
      const { changes } = await pull(joiner, before.cursor);
      expect(ofKind(changes, 'journal')).toMatchObject([{ id: journal.id, deleted: false }]);
    });

    it('counts an invitation pending for the joiner as accepted', async () => {
      const guest = await server.register('guest');
      const journal = await createJournal(server, owner.token, { open: true });
      const { body } = await invite(journal.id, guest);
      await post(`/journals/${journal.id}/join`, guest);
      expect((await get('/auth/journal-invitations', guest)).body).toEqual([]);
      expect((await post(`/journal-invitations/${body.id}/accept`, guest)).status).toBe(409);
    });

    it('refuses a journal that is not open, hidden from the user, or their own', async () => {
      const stranger = await server.register('stranger');
      const closed = await createJournal(server, owner.token);
      const secret = await createJournal(server, owner.token, { private: true, open: true });
      const notOpen = await post(`/journals/${closed.id}/join`, stranger);
      expect(notOpen.status).toBe(403);
      expect(notOpen.body.message).toBe('This journal is not open for joining.');
      expect((await post(`/journals/${closed.id}/join`, admin)).status).toBe(403);
      expect((await post(`/journals/${secret.id}/join`, stranger)).status).toBe(404);
      const own = await post(`/journals/${closed.id}/join`, owner);
      expect(own.status).toBe(400);
      expect(own.body.message).toBe('You own this journal already.');
      expect((await post(`/journals/${closed.id}/join`)).status).toBe(401);
    });
  });

  describe('POST /api/journals/{id}/leave', () => {
    it('lets a collaborator leave: they can no longer post and sync drops the journal', async () => {
      const member = await server.register('member');
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, member.user.id);
      const before = await pull(member);
      expect((await post(`/journals/${journal.id}/leave`, member)).status).toBe(204);
      const posted = await post('/entries', member, { journal_id: journal.id, notes: 'x' });
      expect(posted.status).toBe(403);
      const { changes } = await pull(member, before.cursor);
      expect(ofKind(changes, 'journal')).toMatchObject([{ id: journal.id, deleted: true }]);
    });

    it('refuses the owner and visitors', async () => {
      const journal = await createJournal(server, owner.token);
      const res = await post(`/journals/${journal.id}/leave`, owner);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'You own this journal, so you cannot leave it; delete it instead.',
      );
      expect((await post(`/journals/${journal.id}/leave`)).status).toBe(401);
      const secret = await createJournal(server, owner.token, { private: true });
      expect((await post(`/journals/${secret.id}/leave`, admin)).status).toBe(204);
      const stranger = await server.register('stranger');
      expect((await post(`/journals/${secret.id}/leave`, stranger)).status).toBe(404);
    });
  });
});
