import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../contract/activity.js';
import {
  addCollaborator,
  bytes,
  createJournal,
  createTextEntry,
  form,
  makeAdmin,
  pngBytes,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`activity (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  let admin: Account;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    [owner, collaborator, stranger, admin] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('stranger'),
      server.register('admin'),
    ]);
    await makeAdmin(server, admin.user.id);
  });
  afterAll(() => server.close());

  async function feed(path: string, token?: string): Promise<ActivityItem[]> {
    const res = await server.call('GET', path, token ? { token } : {});
    expect(res.status).toBe(200);
    return res.body.activity;
  }
  const publicFeed = (token?: string) => feed('/api/activity?limit=100', token);
  const followedFeed = (account: Account) => feed('/api/users/activity?limit=100', account.token);
  /** The lines about one journal, as [type, entry id] pairs, newest first. */
  const linesOf = (items: ActivityItem[], journalId: string) =>
    items.filter((item) => item.journal_id === journalId).map((item) => [item.type, item.entry_id]);

  const hide = (journalId: string) =>
    server.deps.database.transaction(async ({ db, t }) => {
      await db
        .update(t.journals)
        .set({ hiddenAt: server.clock.now })
        .where(eq(t.journals.id, journalId));
    });
  const follow = (account: Account, journalId: string) =>
    server.deps.database.transaction(async ({ db, t }) => {
      const now = server.clock.now;
      await db
        .insert(t.shadows)
        .values({ userId: account.user.id, journalId, createdAt: now, lastSeenAt: now });
    });
  const joinVideo = (account: Account | undefined, journalId: string, type = 'jitsi-join') =>
    server.call('POST', '/api/activity', {
      ...(account ? { token: account.token } : {}),
      json: { type, journal_id: journalId },
    });

  describe('GET /api/activity', () => {
    it('shows a visitor new journals and entries, newest first, with who did it', async () => {
      const journal = await createJournal(server, owner.token, { title: 'Scales' });
      const entry = await createTextEntry(server, owner.token, journal.id);
      const items = await publicFeed();
      expect(linesOf(items, journal.id)).toEqual([
        ['entry-created', entry.id],
        ['journal-created', null],
      ]);
      expect(items.find((item) => item.entry_id === entry.id)).toMatchObject({
        journal: {
          id: journal.id,
          slug: journal.slug,
          title: 'Scales',
          user: { id: owner.user.id, ritual_user: owner.user.ritual_user },
        },
        user: { id: owner.user.id },
        created_at: expect.any(String),
      });
    });

    it('shows of an entry its notes’ start, its picture’s preview and a few bars of its waveform', async () => {
      const journal = await createJournal(server, owner.token, { title: 'Field notes' });
      const upload = async (file: { bytes: Buffer; type: string }, fields = {}) => {
        const res = await server.call('POST', '/api/entries', {
          token: owner.token,
          body: form({ id: uuidv7(), journal_id: journal.id, ...fields }, { file }),
        });
        expect(res.status).toBe(201);
        return res.body as { id: string };
      };
      const long = `Walked   the ridge\nat dawn. ${'The light came slowly over the hill. '.repeat(8)}`;
      const text = await createTextEntry(server, owner.token, journal.id, { notes: long });
      const photo = await upload({ bytes: await pngBytes(900, 600), type: 'image/png' });
      const pcm = Array.from({ length: 1000 }, (_, i) => (i % 2 ? 0.5 : -0.5) * Math.sin(i / 90));
      const recording = await upload(
        { bytes: bytes.wav(), type: 'audio/wav' },
        { pcm: JSON.stringify(pcm) },
      );
      const items = await publicFeed();
      const glimpseOf = (id: string) => items.find((item) => item.entry_id === id)?.entry;

      const excerpt = glimpseOf(text.id)!.excerpt;
      expect(excerpt.startsWith('Walked the ridge at dawn. The light came')).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(160);
      expect(excerpt.length).toBeGreaterThan(150);
      expect(excerpt.endsWith('…')).toBe(true);
      const picture = glimpseOf(photo.id)!;
      expect(picture).toMatchObject({ type: 'image', excerpt: '', pcm: null });
      const preview = await server.call('GET', picture.preview_link!);
      expect(preview.headers.get('content-type')).toBe('image/webp');
      const sound = glimpseOf(recording.id)!;
      expect(sound.type).toBe('audio');
      expect(sound.pcm).toHaveLength(96);
      expect(Math.max(...sound.pcm!)).toBeCloseTo(0.5, 1);
      const journalLine = items.find(
        (item) => item.journal_id === journal.id && item.type === 'journal-created',
      );
      expect(journalLine?.entry).toBeNull();
    });

    it('follows an entry into the private journal it moved to, and shows it no more', async () => {
      const open = await createJournal(server, owner.token, { title: 'Public drafts' });
      const secret = await createJournal(server, owner.token, { private: true });
      const entry = await createTextEntry(server, owner.token, open.id);
      const moved = await server.call('POST', `/api/entries/${entry.id}/move/${secret.id}`, {
        token: owner.token,
        json: {},
      });
      expect(moved.status).toBe(200);
      const items = await publicFeed();
      expect(items.filter((item) => item.entry_id === entry.id)).toEqual([]);
      expect(linesOf(items, open.id)).toEqual([['journal-created', null]]);
    });

    it('never shows a private journal or a private entry, not even to an admin', async () => {
      const secret = await createJournal(server, owner.token, { private: true });
      await createTextEntry(server, owner.token, secret.id);
      const open = await createJournal(server, owner.token);
      await createTextEntry(server, owner.token, open.id, { private: true });
      for (const token of [undefined, owner.token, admin.token]) {
        const items = await publicFeed(token);
        expect(linesOf(items, secret.id)).toEqual([]);
        expect(linesOf(items, open.id)).toEqual([['journal-created', null]]);
      }
    });

    it('drops the lines of a journal once it is hidden, made private or deleted', async () => {
      const [hidden, closed, deleted] = await Promise.all([
        createJournal(server, owner.token),
        createJournal(server, owner.token),
        createJournal(server, owner.token),
      ]);
      await createTextEntry(server, owner.token, hidden.id);
      const before = await publicFeed();
      for (const journal of [hidden, closed, deleted])
        expect(linesOf(before, journal.id).length).toBeGreaterThan(0);
      await hide(hidden.id);
      await server.call('POST', `/api/journals/${closed.id}`, {
        token: owner.token,
        json: { private: true },
      });
      await server.call('DELETE', `/api/journals/${deleted.id}`, { token: owner.token });
      const after = await publicFeed(admin.token);
      for (const journal of [hidden, closed, deleted])
        expect(linesOf(after, journal.id)).toEqual([]);
    });

    it('drops an entry’s line when the entry is deleted', async () => {
      const journal = await createJournal(server, owner.token);
      const entry = await createTextEntry(server, owner.token, journal.id);
      await server.call('DELETE', `/api/entries/${entry.id}`, { token: owner.token });
      expect(linesOf(await publicFeed(), journal.id)).toEqual([['journal-created', null]]);
    });

    it('pages with a cursor', async () => {
      const journal = await createJournal(server, owner.token);
      for (let i = 0; i < 3; i += 1) await createTextEntry(server, owner.token, journal.id);
      const first = await server.call('GET', '/api/activity?limit=2');
      expect(first.body.activity).toHaveLength(2);
      const second = await server.call('GET', `/api/activity?limit=2&cursor=${first.body.next}`);
      expect(second.body.activity[0].id < first.body.activity[1].id).toBe(true);
      expect((await server.call('GET', '/api/activity?cursor=yesterday')).status).toBe(400);
      expect((await server.call('GET', '/api/activity?limit=1000')).status).toBe(400);
    });
  });

  describe('POST /api/activity', () => {
    it('asks a visitor to sign in', async () => {
      const journal = await createJournal(server, owner.token);
      expect((await joinVideo(undefined, journal.id)).status).toBe(401);
    });

    it('records joining a public journal’s video chat once per ten minutes', async () => {
      const journal = await createJournal(server, owner.token);
      const first = await joinVideo(stranger, journal.id);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        type: 'jitsi-join',
        journal_id: journal.id,
        user: { id: stranger.user.id },
        entry_id: null,
      });
      const again = await joinVideo(stranger, journal.id);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      server.clock.advance(11 * 60 * 1000);
      const later = await joinVideo(stranger, journal.id);
      expect(later.status).toBe(201);
      expect(linesOf(await publicFeed(), journal.id)).toEqual([
        ['jitsi-join', null],
        ['jitsi-join', null],
        ['journal-created', null],
      ]);
    });

    it('answers 404 for a private journal the user may not read, and records it for those who may', async () => {
      const journal = await createJournal(server, owner.token, { private: true });
      await addCollaborator(server, journal.id, collaborator.user.id);
      expect((await joinVideo(stranger, journal.id)).status).toBe(404);
      expect((await joinVideo(collaborator, journal.id)).status).toBe(201);
      expect((await joinVideo(admin, journal.id)).status).toBe(201);
      expect(linesOf(await publicFeed(), journal.id)).toEqual([]);
    });

    it('answers 404 for a hidden journal or one that does not exist', async () => {
      const journal = await createJournal(server, owner.token);
      await hide(journal.id);
      expect((await joinVideo(stranger, journal.id)).status).toBe(404);
      expect((await joinVideo(stranger, uuidv7())).status).toBe(404);
    });

    it('refuses the kinds of activity only the server records, with a readable reason', async () => {
      const journal = await createJournal(server, owner.token);
      const res = await joinVideo(owner, journal.id, 'journal-created');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^type: Only jitsi-join can be posted/);
      expect((await joinVideo(owner, 'not-a-journal')).status).toBe(400);
    });
  });

  describe('GET /api/users/activity', () => {
    it('asks a visitor to sign in', async () => {
      expect((await server.call('GET', '/api/users/activity')).status).toBe(401);
    });

    it('shows what others did in journals the user follows, not their own actions', async () => {
      const [reader, writer] = await Promise.all([
        server.register('reader'),
        server.register('writer'),
      ]);
      const followed = await createJournal(server, writer.token);
      const unfollowed = await createJournal(server, writer.token);
      await follow(reader, followed.id);
      const entry = await createTextEntry(server, writer.token, followed.id);
      await createTextEntry(server, writer.token, unfollowed.id);
      await joinVideo(reader, followed.id);
      const items = await followedFeed(reader);
      expect(items.map((item) => [item.journal_id, item.type, item.entry_id])).toEqual([
        [followed.id, 'entry-created', entry.id],
        [followed.id, 'journal-created', null],
      ]);
      expect(await followedFeed(stranger)).toEqual([]);
    });

    it('shows owners and collaborators each other’s work in a private journal', async () => {
      const [keeper, helper] = await Promise.all([
        server.register('keeper'),
        server.register('helper'),
      ]);
      const journal = await createJournal(server, keeper.token, { private: true });
      await addCollaborator(server, journal.id, helper.user.id);
      const byHelper = await createTextEntry(server, helper.token, journal.id, { private: true });
      const byKeeper = await createTextEntry(server, keeper.token, journal.id);
      expect(linesOf(await followedFeed(keeper), journal.id)).toEqual([
        ['entry-created', byHelper.id],
      ]);
      expect(linesOf(await followedFeed(helper), journal.id)).toEqual([
        ['entry-created', byKeeper.id],
        ['journal-created', null],
      ]);
    });

    it('shows a follower only what they may read now; an admin follower what access allows', async () => {
      const [follower, adminFollower, writer] = await Promise.all([
        server.register('follower'),
        server.register('adminfollower'),
        server.register('writer'),
      ]);
      await makeAdmin(server, adminFollower.user.id);
      const journal = await createJournal(server, writer.token);
      const secret = await createTextEntry(server, writer.token, journal.id, { private: true });
      await follow(follower, journal.id);
      await follow(adminFollower, journal.id);
      expect(linesOf(await followedFeed(follower), journal.id)).toEqual([
        ['journal-created', null],
      ]);
      expect(linesOf(await followedFeed(adminFollower), journal.id)).toEqual([
        ['entry-created', secret.id],
        ['journal-created', null],
      ]);
      await hide(journal.id);
      expect(linesOf(await followedFeed(follower), journal.id)).toEqual([]);
      expect(linesOf(await followedFeed(adminFollower), journal.id)).toHaveLength(2);
    });
  });
});
