import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCollaborator,
  createJournal,
  createTextEntry,
  form,
  pngBytes,
  bytes,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`journals (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  beforeAll(async () => {
    server = await startTestServer();
    [owner, collaborator, stranger] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('stranger'),
    ]);
  });
  afterAll(() => server.close());

  describe('POST /api/journals', () => {
    it('creates a journal under the id the client chose, with a slug from its title', async () => {
      const id = uuidv7();
      const res = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { id, title: 'Évening Sketches' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id,
        slug: 'evening-sketches',
        title: 'Evening Sketches'.replace('E', 'É'),
        user_id: owner.user.id,
      });
      const me = await server.call('GET', '/api/auth', { token: owner.token });
      expect(me.body.user.journals.map((j: { id: string }) => j.id)).toContain(id);
    });

    it('makes a journal sent without a choice private: strangers and visitors cannot find it', async () => {
      const res = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { id: uuidv7(), title: 'Morning Pages' },
      });
      expect(res.body.private).toBe(true);
      const path = `/api/users/${owner.user.ritual_user}/journals/${res.body.slug}`;
      const [asOwner, asStranger, asVisitor] = await Promise.all([
        server.call('GET', path, { token: owner.token }),
        server.call('GET', path, { token: stranger.token }),
        server.call('GET', path),
      ]);
      expect([asOwner.status, asStranger.status, asVisitor.status]).toEqual([200, 404, 404]);
    });

    it('gives a second journal with the same title the next free slug', async () => {
      const first = await createJournal(server, owner.token, { title: 'Scales' });
      const second = await createJournal(server, owner.token, { title: 'Scales' });
      expect([first.slug, second.slug]).toEqual(['scales', 'scales-2']);
    });

    it('answers a replay of the same id with the journal as it is, creating nothing', async () => {
      const id = uuidv7();
      const first = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { id, title: 'Once' },
      });
      const again = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { id, title: 'Once' },
      });
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.body.slug).toBe(first.body.slug);
    });

    it('refuses an id another user already holds', async () => {
      const journal = await createJournal(server, owner.token);
      const res = await server.call('POST', '/api/journals', {
        token: stranger.token,
        json: { id: journal.id, title: 'Mine now' },
      });
      expect(res.status).toBe(409);
    });

    it('refuses a chosen slug the owner already uses', async () => {
      await createJournal(server, owner.token, { slug: 'taken-address' });
      const res = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { title: 'Other', slug: 'taken-address' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('You already have a journal at this address.');
    });

    it('refuses bad input with a readable message', async () => {
      const blank = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { title: '   ' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toContain('title: Please give the journal a title.');
      const v4 = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { id: crypto.randomUUID(), title: 'x' },
      });
      expect(v4.status).toBe(400);
      expect(v4.body.message).toMatch(/^id:/);
      const future = await server.call('POST', '/api/journals', {
        token: owner.token,
        json: { id: uuidv7({ msecs: server.clock.now + 3 * 86_400_000 }), title: 'x' },
      });
      expect(future.status).toBe(400);
    });

    it('refuses visitors', async () => {
      const res = await server.call('POST', '/api/journals', { json: { title: 'x' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Please sign in to continue.' });
    });
  });

  describe('POST /api/journals/{id}', () => {
    it('lets the owner edit, and a later edit win over an earlier one', async () => {
      const journal = await createJournal(server, owner.token);
      const now = server.clock.now;
      const newer = await server.call('POST', `/api/journals/${journal.id}`, {
        token: owner.token,
        json: { title: 'Newer', last_modified: now },
      });
      expect(newer.status).toBe(200);
      expect(newer.body.title).toBe('Newer');
      const stale = await server.call('POST', `/api/journals/${journal.id}`, {
        token: owner.token,
        json: { title: 'Stale', last_modified: new Date(now - 60_000).toISOString() },
      });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('ritual-stale')).toBe('true');
      expect(stale.body.title).toBe('Newer');
    });

    it('refuses collaborators (403) and hides a private journal from strangers (404)', async () => {
      const journal = await createJournal(server, owner.token, { private: true });
      await addCollaborator(server, journal.id, collaborator.user.id);
      const byCollaborator = await server.call('POST', `/api/journals/${journal.id}`, {
        token: collaborator.token,
        json: { title: 'x' },
      });
      const byStranger = await server.call('POST', `/api/journals/${journal.id}`, {
        token: stranger.token,
        json: { title: 'x' },
      });
      expect([byCollaborator.status, byStranger.status]).toEqual([403, 404]);
    });

    it('refuses a malformed id', async () => {
      const res = await server.call('POST', '/api/journals/not-an-id', {
        token: owner.token,
        json: { title: 'x' },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('DELETE /api/journals/{id}', () => {
    it('deletes the journal with its entries, once, for its owner only', async () => {
      const journal = await createJournal(server, owner.token);
      const entry = await createTextEntry(server, owner.token, journal.id);
      expect(
        (await server.call('DELETE', `/api/journals/${journal.id}`, { token: stranger.token }))
          .status,
      ).toBe(403);
      expect(
        (await server.call('DELETE', `/api/journals/${journal.id}`, { token: owner.token })).status,
      ).toBe(204);
      expect(
        (await server.call('DELETE', `/api/journals/${journal.id}`, { token: owner.token })).status,
      ).toBe(204);
      expect(
        (await server.call('GET', `/api/entries/${entry.id}`, { token: owner.token })).status,
      ).toBe(404);
      expect(
        (await server.call('GET', `/api/journals/${journal.id}/entries`, { token: owner.token }))
          .status,
      ).toBe(410);
      expect(
        (await server.call('GET', `/api/journals/${journal.id}/entries`, { token: stranger.token }))
          .status,
      ).toBe(404);
    });
  });

  describe('GET /api/journals/{id}/entries', () => {
    it('pages newest first and shows private entries only to members', async () => {
      const journal = await createJournal(server, owner.token);
      await addCollaborator(server, journal.id, collaborator.user.id);
      const made = [];
      for (let i = 0; i < 5; i += 1)
        made.push(
          await createTextEntry(server, owner.token, journal.id, {
            notes: `day ${i}`,
            private: i === 4,
          }),
        );
      const first = await server.call('GET', `/api/journals/${journal.id}/entries?limit=2`, {
        token: collaborator.token,
      });
      expect(first.body.entries.map((e: { notes: string }) => e.notes)).toEqual(['day 4', 'day 3']);
      const second = await server.call(
        'GET',
        `/api/journals/${journal.id}/entries?limit=2&cursor=${first.body.next}`,
        { token: collaborator.token },
      );
      expect(second.body.entries.map((e: { notes: string }) => e.notes)).toEqual([
        'day 2',
        'day 1',
      ]);
      const visitor = await server.call('GET', `/api/journals/${journal.id}/entries?limit=10`);
      expect(visitor.body.entries.map((e: { notes: string }) => e.notes)).toEqual([
        'day 3',
        'day 2',
        'day 1',
        'day 0',
      ]);
      expect(visitor.body.next).toBeNull();
    });

    it('opens a private journal to a visitor only with its current share key', async () => {
      const journal = await createJournal(server, owner.token, {
        private: true,
        title: 'Shared diary',
      });
      await createTextEntry(server, owner.token, journal.id, { notes: 'for my friends' });
      const path = `/api/users/${owner.user.ritual_user}/journals/${journal.slug}`;
      expect((await server.call('GET', path)).status).toBe(404);
      expect(
        (
          await server.call('POST', `/api/journals/${journal.id}/generate-share-key`, {
            token: stranger.token,
          })
        ).status,
      ).toBe(404);
      const { body: first } = await server.call(
        'POST',
        `/api/journals/${journal.id}/generate-share-key`,
        { token: owner.token },
      );
      expect(first.share_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const opened = await server.call('GET', `${path}?key=${first.share_key}`);
      expect(opened.status).toBe(200);
      expect(opened.body.entries.map((e: { notes: string }) => e.notes)).toEqual([
        'for my friends',
      ]);
      expect(opened.body.share_key).toBeUndefined();
      await server.call('POST', `/api/journals/${journal.id}/generate-share-key`, {
        token: owner.token,
      });
      expect((await server.call('GET', `${path}?key=${first.share_key}`)).status).toBe(404);
    });
  });

  describe('GET /api/journals/shared/{key}', () => {
    it('opens the journal a share key belongs to, for a visitor, until the key is replaced', async () => {
      const journal = await createJournal(server, owner.token, {
        private: true,
        title: 'Kept for friends',
      });
      await createTextEntry(server, owner.token, journal.id, { notes: 'a shared page' });
      const { body: shared } = await server.call(
        'POST',
        `/api/journals/${journal.id}/generate-share-key`,
        { token: owner.token },
      );
      const opened = await server.call('GET', `/api/journals/shared/${shared.share_key}`);
      expect(opened.status).toBe(200);
      expect(opened.body.title).toBe('Kept for friends');
      expect(opened.body.entries.map((e: { notes: string }) => e.notes)).toEqual(['a shared page']);
      expect(opened.body.share_key).toBeUndefined();

      await server.call('POST', `/api/journals/${journal.id}/generate-share-key`, {
        token: owner.token,
      });
      const stale = await server.call('GET', `/api/journals/shared/${shared.share_key}`);
      expect(stale.status).toBe(404);
      expect(stale.body).toMatchObject({ statusCode: 404 });
      const malformed = await server.call('GET', `/api/journals/shared/${'k'.repeat(65)}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toEqual(expect.any(String));
    });
  });

  describe('POST /api/journals/{id}/icon', () => {
    it('stores an image as the icon, resized, and refuses what is not an image', async () => {
      const journal = await createJournal(server, owner.token);
      const res = await server.call('POST', `/api/journals/${journal.id}/icon`, {
        token: owner.token,
        body: form({}, { file: { bytes: await pngBytes(900, 600), type: 'image/png' } }),
      });
      expect(res.status).toBe(200);
      const icon = await server.call('GET', res.body.icon);
      expect(icon.headers.get('content-type')).toBe('image/webp');
      const audio = await server.call('POST', `/api/journals/${journal.id}/icon`, {
        token: owner.token,
        body: form({}, { file: { bytes: bytes.wav(), type: 'audio/wav' } }),
      });
      expect(audio.status).toBe(415);
      const byStranger = await server.call('POST', `/api/journals/${journal.id}/icon`, {
        token: stranger.token,
        body: form({}, { file: { bytes: await pngBytes(), type: 'image/png' } }),
      });
      expect(byStranger.status).toBe(403);
    });
  });

  describe('GET /api/users/{user}', () => {
    it('lists the journals the viewer may see', async () => {
      const account = await server.register('profile');
      await createJournal(server, account.token, { title: 'Open book' });
      await createJournal(server, account.token, { title: 'Locked', private: true });
      const asVisitor = await server.call(
        'GET',
        `/api/users/${account.user.ritual_user.toUpperCase()}`,
      );
      expect(asVisitor.status).toBe(200);
      expect(asVisitor.body.journals.map((j: { title: string }) => j.title)).toEqual(['Open book']);
      expect(asVisitor.body.email).toBeUndefined();
      // The pinned user object (docs/product.md §7), as anyone else sees it: no email, plan,
      // free limit or timezone.
      expect(asVisitor.body).toMatchObject({
        id: account.user.id,
        ritual_user: account.user.ritual_user,
        timezone: null,
        numberOfEntries: 0,
        clickedExamplesAt: null,
        support_pack: null,
        avatar: null,
      });
      expect(asVisitor.body).not.toHaveProperty('plus');
      expect(asVisitor.body).not.toHaveProperty('freeEntryLimit');
      const asSelf = await server.call('GET', `/api/users/${account.user.ritual_user}`, {
        token: account.token,
      });
      expect(asSelf.body.email).toBe(account.user.email);
      expect(asSelf.body).toMatchObject({ timezone: 'UTC', plus: false, freeEntryLimit: 100 });
      expect(asSelf.body.journals.map((j: { title: string }) => j.title)).toEqual([
        'Open book',
        'Locked',
      ]);
      expect((await server.call('GET', '/api/users/nobody-by-this-name')).status).toBe(404);
    });
  });

  describe('GET /api/users/{user}/entries', () => {
    it('pages one author’s entries across journals, as the viewer may see them', async () => {
      const author = await server.register('author');
      const open = await createJournal(server, author.token, { title: 'Open' });
      const shared = await createJournal(server, author.token, { title: 'Shared', private: true });
      await addCollaborator(server, shared.id, collaborator.user.id);
      await createTextEntry(server, author.token, open.id, { notes: 'public' });
      await createTextEntry(server, author.token, open.id, {
        notes: 'private note',
        private: true,
      });
      await createTextEntry(server, author.token, shared.id, { notes: 'in the shared journal' });
      const path = `/api/users/${author.user.ritual_user}/entries`;
      const notes = (res: { body: { entries: { notes: string }[] } }) =>
        res.body.entries.map((e) => e.notes);
      expect(notes(await server.call('GET', path))).toEqual(['public']);
      expect(notes(await server.call('GET', path, { token: stranger.token }))).toEqual(['public']);
      expect(notes(await server.call('GET', path, { token: collaborator.token }))).toEqual([
        'in the shared journal',
        'public',
      ]);
      const own = await server.call('GET', `${path}?limit=2`, { token: author.token });
      expect(notes(own)).toEqual(['in the shared journal', 'private note']);
      const rest = await server.call('GET', `${path}?limit=2&cursor=${own.body.next}`, {
        token: author.token,
      });
      expect(notes(rest)).toEqual(['public']);
      expect((await server.call('GET', `${path}?cursor=yesterday`)).status).toBe(400);
    });
  });
});
