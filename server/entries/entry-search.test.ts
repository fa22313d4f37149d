import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntrySearchPageSchema } from '../../contract/search.js';
import { addCollaborator, createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { backfillEntrySearch } from './search-backfill.js';

type Account = Awaited<ReturnType<TestServer['register']>>;
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe(`GET /api/search/entries (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  let garden: { id: string; slug: string };
  let diary: { id: string; slug: string };

  /** The ids the search answers for `token` (a visitor without), checked against the contract. */
  async function search(token: string | undefined, query: Record<string, string>) {
    const res = await server.call(
      'GET',
      `/api/search/entries?${new URLSearchParams(query).toString()}`,
      token ? { token } : {},
    );
    expect(res.status, res.text).toBe(200);
    return EntrySearchPageSchema.parse(res.body);
  }
  const ids = async (token: string | undefined, query: Record<string, string>) =>
    (await search(token, query)).entries.map((hit) => hit.id).sort();
  const entry = (journalId: string, notes: string, fields: Record<string, unknown> = {}) =>
    createTextEntry(server, owner.token, journalId, { notes, ...fields }).then((e) => e.id);

  beforeAll(async () => {
    server = await startTestServer();
    [owner, collaborator, stranger] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('stranger'),
    ]);
    garden = await createJournal(server, owner.token, { title: 'Garden' });
    diary = await createJournal(server, owner.token, { title: 'Diary', private: true });
    await addCollaborator(server, diary.id, collaborator.user.id);
  });
  afterAll(() => server.close());

  describe('finding', () => {
    let sunset: string;
    let cafe: string;
    beforeAll(async () => {
      sunset = await entry(garden.id, 'Sunset over the allotment, the beans are up. #Garden');
      cafe = await entry(garden.id, 'Coffee at the café before practice #Día-3');
    });

    it('finds an entry by a word, whatever its case and accents', async () => {
      expect(await ids(stranger.token, { q: 'sunset' })).toEqual([sunset]);
      expect(await ids(stranger.token, { q: 'SUNSET allotment' })).toEqual([sunset]);
      expect(await ids(stranger.token, { q: 'cafe' })).toEqual([cafe]);
      expect(await ids(stranger.token, { q: 'Café' })).toEqual([cafe]);
      expect(await ids(stranger.token, { q: 'sunset coffee' })).toEqual([]);
    });

    it('finds by the beginning of the last word', async () => {
      expect(await ids(stranger.token, { q: 'allot' })).toEqual([sunset]);
      expect(await ids(stranger.token, { q: 'beans prac' })).toEqual([]);
      expect(await ids(stranger.token, { q: 'coffee prac' })).toEqual([cafe]);
    });

    it('shows the notes around the match with the matching words marked', async () => {
      const [hit] = (await search(undefined, { q: 'beans' })).entries;
      expect(hit).toMatchObject({
        id: sunset,
        journal_id: garden.id,
        journal_title: 'Garden',
        user: owner.user.ritual_user,
        journal_slug: garden.slug,
        type: 'text',
        private: false,
      });
      const { text, marks } = hit!.snippet;
      expect(text).toBe('Sunset over the allotment, the beans are up. #Garden');
      expect(marks.map(([start, end]) => text.slice(start, end))).toEqual(['beans']);
      const [coffee] = (await search(undefined, { q: 'cafe' })).entries;
      const { text: said, marks: marked } = coffee!.snippet;
      expect(marked.map(([start, end]) => said.slice(start, end))).toEqual(['café']);
    });

    it('filters by a tag, as tag:word or #word, whatever its case and accents', async () => {
      expect(await ids(stranger.token, { q: 'tag:garden' })).toEqual([sunset]);
      expect(await ids(stranger.token, { q: '#dia-3' })).toEqual([cafe]);
      expect(await ids(stranger.token, { q: 'coffee #DÍA-3' })).toEqual([cafe]);
      expect(await ids(stranger.token, { q: 'coffee tag:garden' })).toEqual([]);
      // A word is not a tag: "garden" is only ever written as a tag here, "beans" never.
      expect(await ids(stranger.token, { q: 'tag:beans' })).toEqual([]);
    });
  });

  describe('what the searcher may read', () => {
    let shown: string;
    let privateEntry: string;
    let inDiary: string;
    beforeAll(async () => {
      shown = await entry(garden.id, 'Lantern festival by the river');
      privateEntry = await entry(garden.id, 'Lantern of my own', { private: true });
      inDiary = await entry(diary.id, 'Lantern in the diary');
    });

    it('never gives a stranger or a visitor a private entry or a private journal’s, however the words match', async () => {
      expect(await ids(stranger.token, { q: 'lantern' })).toEqual([shown]);
      expect(await ids(undefined, { q: 'lantern' })).toEqual([shown]);
      expect(await ids(stranger.token, { q: 'lantern', journal: diary.id })).toEqual([]);
    });

    it('gives the owner everything, a collaborator the journal they are in', async () => {
      expect(await ids(owner.token, { q: 'lantern' })).toEqual(
        [shown, privateEntry, inDiary].sort(),
      );
      expect(await ids(collaborator.token, { q: 'lantern' })).toEqual([shown, inDiary].sort());
    });
  });

  describe('filters', () => {
    let recent: string;
    let old: string;
    beforeAll(async () => {
      recent = await entry(garden.id, 'Tomatoes ripening');
      old = await entry(diary.id, 'Tomatoes sown', {
        id: uuidv7({ msecs: server.clock.now - 10 * DAY }),
      });
    });

    it('keeps to one journal, one type and a range of days', async () => {
      const now = server.clock.now;
      expect(await ids(owner.token, { q: 'tomatoes' })).toEqual([recent, old].sort());
      expect(await ids(owner.token, { q: 'tomatoes', journal: diary.id })).toEqual([old]);
      expect(await ids(owner.token, { q: 'tomatoes', type: 'text' })).toHaveLength(2);
      expect(await ids(owner.token, { q: 'tomatoes', type: 'audio' })).toEqual([]);
      expect(await ids(owner.token, { q: 'tomatoes', after: dayOf(now - 5 * DAY) })).toEqual([
        recent,
      ]);
      expect(await ids(owner.token, { q: 'tomatoes', before: dayOf(now - 5 * DAY) })).toEqual([
        old,
      ]);
      const day = dayOf(now - 10 * DAY);
      expect(await ids(owner.token, { q: 'tomatoes', after: day, before: day })).toEqual([old]);
    });
  });

  describe('the index follows the entries', () => {
    it('finds an edited entry by its new words only', async () => {
      const id = await entry(garden.id, 'Heron on the pond');
      const res = await server.call('POST', `/api/entries/${id}`, {
        token: owner.token,
        json: { notes: 'Kingfisher on the pond #birds' },
      });
      expect(res.status).toBe(200);
      expect(await ids(stranger.token, { q: 'heron' })).toEqual([]);
      expect(await ids(stranger.token, { q: 'kingfisher' })).toEqual([id]);
      expect(await ids(stranger.token, { q: '#birds' })).toEqual([id]);
    });

    it('finds a deleted entry no more', async () => {
      const id = await entry(garden.id, 'Wheelbarrow repaired');
      expect(await ids(owner.token, { q: 'wheelbarrow' })).toEqual([id]);
      expect(
        (await server.call('DELETE', `/api/entries/${id}`, { token: owner.token })).status,
      ).toBe(204);
      expect(await ids(owner.token, { q: 'wheelbarrow' })).toEqual([]);
    });

    it('follows an entry moved into a private journal and out again', async () => {
      const id = await entry(garden.id, 'Compost turned');
      expect(await ids(stranger.token, { q: 'compost' })).toEqual([id]);
      const res = await server.call('POST', `/api/entries/${id}/move/${diary.id}`, {
        token: owner.token,
        json: {},
      });
      expect(res.status, res.text).toBe(200);
      expect(await ids(stranger.token, { q: 'compost' })).toEqual([]);
      expect(await ids(owner.token, { q: 'compost', journal: diary.id })).toEqual([id]);
      expect(await ids(owner.token, { q: 'compost', journal: garden.id })).toEqual([]);
      const back = await server.call('POST', `/api/entries/${id}/move/${garden.id}`, {
        token: owner.token,
        json: {},
      });
      expect(back.status, back.text).toBe(200);
      expect(await ids(stranger.token, { q: 'compost' })).toEqual([id]);
    });

    it('hides the entries of a journal made private from everyone outside it', async () => {
      const kitchen = await createJournal(server, owner.token, { title: 'Kitchen' });
      const id = await entry(kitchen.id, 'Sourdough starter fed');
      expect(await ids(undefined, { q: 'sourdough' })).toEqual([id]);
      const res = await server.call('POST', `/api/journals/${kitchen.id}`, {
        token: owner.token,
        json: { private: true },
      });
      expect(res.status, res.text).toBe(200);
      expect(await ids(undefined, { q: 'sourdough' })).toEqual([]);
      expect(await ids(stranger.token, { q: 'sourdough' })).toEqual([]);
      expect(await ids(owner.token, { q: 'sourdough' })).toEqual([id]);
    });
  });

  it('finds entries written before the index existed once the server has started', async () => {
    // As an upgraded database stands: the entry is in the table, the index never heard of it.
    const id = uuidv7();
    await server.deps.database.transaction(async ({ db, t }) => {
      const at = server.clock.now;
      await db.insert(t.entries).values({
        id,
        journalId: garden.id,
        userId: owner.user.id,
        type: 'text',
        notes: 'Greenhouse glazed #winter',
        createdAt: at,
        lastModified: at,
      });
      await db.insert(t.serverSettings).values({ key: 'entry-search-backfill', value: 'pending' });
    });
    expect(await ids(stranger.token, { q: 'greenhouse' })).toEqual([]);
    await backfillEntrySearch(server.deps.database);
    expect(await ids(stranger.token, { q: 'greenhouse' })).toEqual([id]);
    expect(await ids(stranger.token, { q: 'tag:winter' })).toEqual([id]);
  });

  describe('pages', () => {
    it('hands out every match once, a page at a time', async () => {
      const made = [];
      for (let i = 0; i < 5; i += 1) made.push(await entry(garden.id, `Arpeggios round ${i}`));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Awaited<ReturnType<typeof search>> = await search(stranger.token, {
          q: 'arpeggios',
          limit: '2',
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.entries.map((hit) => hit.id));
        cursor = page.next;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen.sort()).toEqual(made.sort());
    });

    it('refuses a cursor it did not make', async () => {
      const res = await server.call('GET', '/api/search/entries?q=arpeggios&cursor=nonsense');
      expect(res.status).toBe(400);
    });
  });
});
