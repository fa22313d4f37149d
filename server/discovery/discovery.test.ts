import { eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCollaborator,
  bytes,
  createJournal,
  createTextEntry,
  form,
  pngBytes,
  makeAdmin,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A word no other test uses, so a search finds only what this test made. */
const marker = () =>
  `qz${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe(`discovery (${testDialect})`, () => {
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

  const setJournal = (id: string, fields: { hiddenAt?: number; deletedAt?: number }) =>
    server.deps.database.transaction(({ db, t }) =>
      db.update(t.journals).set(fields).where(eq(t.journals.id, id)),
    );
  const search = (term: string, token?: string) =>
    server.call('GET', `/api/journals/search/${encodeURIComponent(term)}`, {
      ...(token ? { token } : {}),
    });

  describe('GET /api/journals/search/{term}', () => {
    it('finds titles containing the term whatever the case, word starts first', async () => {
      const m = marker();
      const inside = await createJournal(server, owner.token, { title: `Un${m}ed things` });
      const second = await createJournal(server, owner.token, { title: `Slow ${m}` });
      const first = await createJournal(server, owner.token, { title: `${m.toUpperCase()} Club` });
      await createJournal(server, owner.token, { title: 'Nothing to see' });
      const res = await search(m.toUpperCase());
      expect(res.status).toBe(200);
      expect(ids(res.body.journals)).toEqual([first.id, second.id, inside.id]);
      expect(res.body.journals[0]).toMatchObject({ title: `${m.toUpperCase()} Club` });
      expect(res.body.journals[0].user.ritual_user).toBe(owner.user.ritual_user);
    });

    it('finds a journal by its address too', async () => {
      const m = marker();
      const journal = await createJournal(server, owner.token, {
        title: 'Untitled',
        slug: `notes-${m}`,
      });
      const res = await search(`notes-${m}`);
      expect(ids(res.body.journals)).toEqual([journal.id]);
    });

    it('shows a private journal to its owner, collaborator and admins, never to others', async () => {
      const m = marker();
      const journal = await createJournal(server, owner.token, {
        title: `Secret ${m}`,
        private: true,
      });
      await addCollaborator(server, journal.id, collaborator.user.id);
      const found = async (token?: string) => ids((await search(m, token)).body.journals);
      expect(await found()).toEqual([]);
      expect(await found(stranger.token)).toEqual([]);
      expect(await found(owner.token)).toEqual([journal.id]);
      expect(await found(collaborator.token)).toEqual([journal.id]);
      expect(await found(admin.token)).toEqual([journal.id]);
    });

    it('shows a hidden journal only to its owner and admins, and a deleted one to no one', async () => {
      const m = marker();
      const hidden = await createJournal(server, owner.token, { title: `Hidden ${m}` });
      const deleted = await createJournal(server, owner.token, { title: `Deleted ${m}` });
      await addCollaborator(server, hidden.id, collaborator.user.id);
      await setJournal(hidden.id, { hiddenAt: server.clock.now });
      await setJournal(deleted.id, { deletedAt: server.clock.now });
      const found = async (token?: string) => ids((await search(m, token)).body.journals);
      expect(await found()).toEqual([]);
      expect(await found(stranger.token)).toEqual([]);
      expect(await found(collaborator.token)).toEqual([]);
      expect(await found(owner.token)).toEqual([hidden.id]);
      expect(await found(admin.token)).toEqual([hidden.id]);
    });

    it('treats % _ and \\ as ordinary characters', async () => {
      const m = marker();
      const percent = await createJournal(server, owner.token, { title: `${m}% more` });
      const underscore = await createJournal(server, owner.token, { title: `${m}_b` });
      const backslash = await createJournal(server, owner.token, { title: `${m}\\c` });
      await createJournal(server, owner.token, { title: `${m}xb` });
      expect(ids((await search(`${m}%`)).body.journals)).toEqual([percent.id]);
      expect(ids((await search(`${m}_`)).body.journals)).toEqual([underscore.id]);
      expect(ids((await search(`${m}\\`)).body.journals)).toEqual([backslash.id]);
      const everything = await search('%');
      expect(everything.body.journals.length).toBeGreaterThan(0);
      for (const journal of everything.body.journals) expect(journal.title).toContain('%');
    });

    it('answers at most 20 journals', async () => {
      const m = marker();
      for (let i = 0; i < 22; i += 1)
        await createJournal(server, owner.token, { title: `${m} ${i}` });
      const res = await search(m);
      expect(res.body.journals).toHaveLength(20);
    });

    it('refuses a blank or overlong term with a readable message', async () => {
      const blank = await search('   ');
      expect(blank.status).toBe(400);
      expect(blank.body.message).toMatch(/search for/);
      const long = await search('x'.repeat(65));
      expect(long.status).toBe(400);
      expect(long.body.message).toMatch(/at most 64/);
    });
  });

  describe('GET /api/users/search/{term}', () => {
    const userSearch = (term: string) =>
      server.call('GET', `/api/users/search/${encodeURIComponent(term)}`);

    it('finds users whose name starts with the term, whatever the case', async () => {
      const res = await userSearch(owner.user.ritual_user.slice(0, 8).toUpperCase());
      expect(res.status).toBe(200);
      expect(ids(res.body.users)).toContain(owner.user.id);
      const match = res.body.users.find((u: { id: string }) => u.id === owner.user.id);
      expect(match).toEqual({
        id: owner.user.id,
        ritual_user: owner.user.ritual_user,
        avatar: null,
      });
      const middle = await userSearch(owner.user.ritual_user.slice(2));
      expect(ids(middle.body.users)).not.toContain(owner.user.id);
    });

    it('leaves out deleted accounts and answers at most 20, alphabetically', async () => {
      const m = marker();
      const now = server.clock.now;
      const rows = Array.from({ length: 22 }, (_, i) => ({
        id: uuidv7(),
        username: `${m}${String(i).padStart(2, '0')}`,
        usernameKey: `${m}${String(i).padStart(2, '0')}`,
        email: `${m}${i}@example.test`,
        passwordHash: '!',
        createdAt: now,
        lastModified: now,
        deletedAt: i === 0 ? now : null,
      }));
      await server.deps.database.transaction(({ db, t }) => db.insert(t.users).values(rows));
      const res = await userSearch(m);
      const names = res.body.users.map((u: { ritual_user: string }) => u.ritual_user);
      expect(names).toHaveLength(20);
      expect(names).toEqual(rows.slice(1, 21).map((row) => row.username));
    });

    it('treats a wildcard as an ordinary character', async () => {
      const res = await userSearch('%');
      expect(res.body.users).toEqual([]);
    });

    it('refuses an overlong term', async () => {
      expect((await userSearch('y'.repeat(65))).status).toBe(400);
    });
  });

  describe('GET /api/journals/explore', () => {
    /** Journals and entries dated by their UUIDv7 ids, from a clock moved past everything else. */
    let base: number;
    const at = (hoursAfterBase: number) => uuidv7({ msecs: base + hoursAfterBase * HOUR });
    const explore = async (query = '') => server.call('GET', `/api/journals/explore${query}`);

    beforeAll(() => {
      server.clock.advance(2 * DAY);
      base = server.clock.now - 20 * HOUR;
    });

    it('ranks a journal with a fresh entry above a newer journal without one', async () => {
      const older = await createJournal(server, owner.token, { id: at(0), title: 'Older' });
      const newer = await createJournal(server, owner.token, { id: at(1), title: 'Newer' });
      const entry = await createTextEntry(server, owner.token, older.id, { id: at(2) });
      const res = await explore('?limit=2');
      expect(res.status).toBe(200);
      expect(ids(res.body.journals)).toEqual([older.id, newer.id]);
      expect(res.body.journals[0]).toMatchObject({
        latest_entry_at: entry.created_at,
        entries_count: 1,
      });
      expect(res.body.journals[1]).toMatchObject({ latest_entry_at: null, entries_count: 0 });
    });

    it('leaves out private, hidden and deleted journals, and activity in private entries', async () => {
      const quiet = await createJournal(server, owner.token, { id: at(3), title: 'Quiet' });
      const secret = await createJournal(server, owner.token, {
        id: at(4),
        title: 'Secret',
        private: true,
      });
      const hidden = await createJournal(server, owner.token, { id: at(5), title: 'Hidden' });
      const deleted = await createJournal(server, owner.token, { id: at(6), title: 'Gone' });
      const lifted = await createJournal(server, owner.token, { id: at(7), title: 'Lifted' });
      await setJournal(hidden.id, { hiddenAt: server.clock.now });
      await setJournal(deleted.id, { deletedAt: server.clock.now });
      await createTextEntry(server, owner.token, quiet.id, { id: at(8), private: true });
      const res = await explore('?limit=3');
      expect(ids(res.body.journals)).toEqual([lifted.id, quiet.id, expect.any(String)]);
      expect(res.body.journals[1]).toMatchObject({ latest_entry_at: null, entries_count: 0 });
      for (const token of [undefined, owner.token, admin.token]) {
        const all = await server.call('GET', '/api/journals/explore?limit=50', {
          ...(token ? { token } : {}),
        });
        expect(ids(all.body.journals)).not.toContain(secret.id);
        expect(ids(all.body.journals)).not.toContain(hidden.id);
        expect(ids(all.body.journals)).not.toContain(deleted.id);
      }
    });

    it('pages through every public journal once, most recently active first', async () => {
      const seen: { id: string; activity: number }[] = [];
      let next: string | null = null;
      do {
        const res = await explore(`?limit=7${next ? `&cursor=${next}` : ''}`);
        expect(res.status).toBe(200);
        for (const journal of res.body.journals)
          seen.push({
            id: journal.id,
            activity: Date.parse(journal.latest_entry_at ?? journal.created_at),
          });
        next = res.body.next;
      } while (next);
      expect(new Set(ids(seen)).size).toBe(seen.length);
      const activities = seen.map((row) => row.activity);
      expect(activities).toEqual([...activities].sort((a, b) => b - a));
      const { db, t } = server.deps.database.read;
      const publicJournals = await db
        .select({ id: t.journals.id, private: t.journals.private })
        .from(t.journals)
        .where(inArray(t.journals.id, ids(seen)));
      expect(publicJournals.every((row) => !row.private)).toBe(true);
      expect(seen.length).toBeGreaterThan(20);
    });

    it('refuses a cursor it did not make and a limit out of range', async () => {
      const cursor = await explore('?cursor=yesterday');
      expect(cursor.status).toBe(400);
      expect(cursor.body.message).toMatch(/cursor/);
      expect((await explore('?limit=0')).status).toBe(400);
      expect((await explore('?limit=51')).status).toBe(400);
    });
  });

  describe('GET /api/journals/examples', () => {
    it('lists curated journals anyone can see, in their curated order', async () => {
      const [second, first, hidden, secret] = await Promise.all([
        createJournal(server, owner.token, { title: 'Second example' }),
        createJournal(server, owner.token, { title: 'First example' }),
        createJournal(server, owner.token, { title: 'Hidden example' }),
        createJournal(server, owner.token, { title: 'Secret example', private: true }),
      ]);
      await server.deps.database.transaction(async ({ db, t }) => {
        const position = (id: string, examplePosition: number) =>
          db.update(t.journals).set({ examplePosition }).where(eq(t.journals.id, id));
        await position(first.id, 1);
        await position(second.id, 2);
        await position(hidden.id, 3);
        await position(secret.id, 4);
      });
      await setJournal(hidden.id, { hiddenAt: server.clock.now });
      for (const token of [undefined, owner.token]) {
        const res = await server.call('GET', '/api/journals/examples', {
          ...(token ? { token } : {}),
        });
        expect(res.status).toBe(200);
        expect(ids(res.body.journals)).toEqual([first.id, second.id]);
      }
    });
  });

  describe('GET /api/journals/{id}/previews', () => {
    let journal: { id: string };
    const post = async (fields: Record<string, string>, file: { bytes: Buffer; type: string }) => {
      const res = await server.call('POST', '/api/entries', {
        token: owner.token,
        body: form({ journal_id: journal.id, ...fields }, { file }),
      });
      if (res.status !== 201) throw new Error(`entry: ${res.status} ${res.text}`);
      return res.body as { id: string; link: string; preview_link: string | null };
    };
    const previews = (id: string, token?: string) =>
      server.call('GET', `/api/journals/${id}/previews`, { ...(token ? { token } : {}) });

    beforeAll(async () => {
      journal = await createJournal(server, owner.token, { title: 'Pictures' });
      await addCollaborator(server, journal.id, collaborator.user.id);
    });

    it('shows the newest pictures and videos, not text or audio, with links that open', async () => {
      const image = await post({}, { bytes: await pngBytes(), type: 'image/png' });
      await post({}, { bytes: bytes.wav(), type: 'audio/wav' });
      await createTextEntry(server, owner.token, journal.id);
      const video = await post({}, { bytes: bytes.mp4(), type: 'video/mp4' });
      const res = await previews(journal.id);
      expect(res.status).toBe(200);
      expect(res.body.previews).toEqual([
        { entry_id: video.id, type: 'video', preview_link: null, link: video.link },
        {
          entry_id: image.id,
          type: 'image',
          preview_link: image.preview_link,
          link: image.link,
        },
      ]);
      const picture = await server.app.request(res.body.previews[1].preview_link);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    });

    it('shows private pictures to members and admins only, hidden ones to the owner and admins', async () => {
      const secret = await post(
        { private: 'true' },
        { bytes: await pngBytes(), type: 'image/png' },
      );
      const hidden = await post({}, { bytes: await pngBytes(), type: 'image/png' });
      await server.deps.database.transaction(({ db, t }) =>
        db.update(t.entries).set({ hiddenAt: server.clock.now }).where(eq(t.entries.id, hidden.id)),
      );
      const shown = async (token?: string) =>
        (await previews(journal.id, token)).body.previews.map(
          (p: { entry_id: string }) => p.entry_id,
        );
      for (const token of [undefined, stranger.token]) {
        expect(await shown(token)).not.toContain(secret.id);
        expect(await shown(token)).not.toContain(hidden.id);
      }
      expect(await shown(collaborator.token)).toContain(secret.id);
      expect(await shown(collaborator.token)).not.toContain(hidden.id);
      expect((await shown(owner.token)).slice(0, 2)).toEqual([hidden.id, secret.id]);
      expect((await shown(admin.token)).slice(0, 2)).toEqual([hidden.id, secret.id]);
      const mine = await previews(journal.id, owner.token);
      expect(mine.body.previews[1].link).toMatch(/\?exp=\d+&sig=/);
    });

    it('answers at most 8', async () => {
      for (let i = 0; i < 8; i += 1) await post({}, { bytes: await pngBytes(), type: 'image/png' });
      expect((await previews(journal.id)).body.previews).toHaveLength(8);
    });

    it('is not found for a journal the viewer cannot read, and refuses a malformed id', async () => {
      const secret = await createJournal(server, owner.token, { title: 'Closed', private: true });
      await addCollaborator(server, secret.id, collaborator.user.id);
      expect((await previews(secret.id)).status).toBe(404);
      expect((await previews(secret.id, stranger.token)).status).toBe(404);
      expect((await previews(secret.id, collaborator.token)).status).toBe(200);
      expect((await previews(secret.id, admin.token)).status).toBe(200);
      expect((await previews(uuidv7())).status).toBe(404);
      expect((await previews('not-an-id')).status).toBe(400);
    });
  });
});
