import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCollaborator,
  createJournal,
  createTextEntry,
  removeCollaborator,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Conditional reads (ETag / If-None-Match): a reader who holds an answer gets 304 only while
 * everything the answer shows is unchanged for them, and never once they may not read it.
 */
describe(`conditional reads (${testDialect})`, () => {
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

  const read = (path: string, reader?: Account, tag?: string) =>
    server.call('GET', path, {
      ...(reader ? { token: reader.token } : {}),
      ...(tag ? { headers: { 'if-none-match': tag } } : {}),
    });

  /** The tag of a 200, after checking that reading again with it gives an empty 304. */
  const tagOf = async (path: string, reader?: Account): Promise<string> => {
    const res = await read(path, reader);
    expect(res.status).toBe(200);
    const tag = res.headers.get('etag');
    expect(tag).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe(reader ? 'private, no-cache' : 'no-cache');
    const again = await read(path, reader, tag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    return tag!;
  };

  const edit = (entryId: string, notes: string) =>
    server.call('POST', `/api/entries/${entryId}`, {
      token: owner.token,
      json: { notes, last_modified: server.clock.now },
    });
  const setPrivate = (journalId: string, value: boolean) =>
    server.call('POST', `/api/journals/${journalId}`, {
      token: owner.token,
      json: { private: value, last_modified: server.clock.now },
    });

  /** The reads of one journal that carry its entries, each with the tag they answer with. */
  const journalReads = (journal: { id: string; slug: string }) => [
    `/api/journals/${journal.id}/entries`,
    `/api/users/${owner.user.ritual_user}/journals/${journal.slug}`,
  ];

  for (const which of ['entries', 'journal page'] as const) {
    const pathOf = (journal: { id: string; slug: string }) =>
      journalReads(journal)[which === 'entries' ? 0 : 1]!;

    describe(`a journal's ${which}`, () => {
      it('keeps its tag while nothing changes, and answers a matching If-None-Match with 304', async () => {
        const journal = await createJournal(server, owner.token);
        await createTextEntry(server, owner.token, journal.id);
        const path = pathOf(journal);
        expect(await tagOf(path, stranger)).toBe(await tagOf(path, stranger));
        expect(await tagOf(path)).toBe(await tagOf(path));
        // Weak comparison, and any of a list.
        const tag = await tagOf(path);
        expect((await read(path, undefined, `"x", ${tag.slice(2)}`)).status).toBe(304);
        expect((await read(path, undefined, '"x"')).status).toBe(200);
      });

      it('changes on an edit, a deletion, and an entry moved in or out', async () => {
        const journal = await createJournal(server, owner.token);
        const other = await createJournal(server, owner.token);
        const entry = await createTextEntry(server, owner.token, journal.id);
        const path = pathOf(journal);
        const tags = [await tagOf(path, stranger)];
        expect((await edit(entry.id, 'Edited')).status).toBe(200);
        tags.push(await tagOf(path, stranger));
        const move = (to: string) =>
          server.call('POST', `/api/entries/${entry.id}/move/${to}`, { token: owner.token });
        expect((await move(other.id)).body.journal_id).toBe(other.id);
        tags.push(await tagOf(path, stranger));
        expect((await move(journal.id)).body.journal_id).toBe(journal.id);
        tags.push(await tagOf(path, stranger));
        await server.call('DELETE', `/api/entries/${entry.id}`, { token: owner.token });
        tags.push(await tagOf(path, stranger));
        expect(new Set(tags).size).toBe(tags.length);
        // The old tags bring the whole answer back.
        for (const tag of tags.slice(0, -1))
          expect((await read(path, stranger, tag)).status).toBe(200);
      });

      it('changes when someone else comments, and when an author renames themselves', async () => {
        const journal = await createJournal(server, owner.token);
        const entry = await createTextEntry(server, owner.token, journal.id);
        const path = pathOf(journal);
        const before = await tagOf(path);
        const commented = await server.call('POST', '/api/comments', {
          token: stranger.token,
          json: { id: uuidv7(), entry_id: entry.id, value: 'Lovely light.' },
        });
        expect(commented.status).toBe(201);
        const afterComment = await tagOf(path);
        expect(afterComment).not.toBe(before);
        const renamed = await server.call('POST', '/api/users', {
          token: owner.token,
          json: { username: `${owner.user.ritual_user}r` },
        });
        expect(renamed.status).toBe(200);
        owner.user.ritual_user = `${owner.user.ritual_user}r`;
        const renamedPath = pathOf(journal);
        const afterRename = await tagOf(renamedPath);
        expect(afterRename).not.toBe(afterComment);
        expect((await read(renamedPath, undefined, afterComment)).status).toBe(200);
      });

      it('never answers 304 to a reader who lost the journal: made private, a stranger gets 404', async () => {
        const journal = await createJournal(server, owner.token);
        await createTextEntry(server, owner.token, journal.id);
        const path = pathOf(journal);
        const strangers = await tagOf(path, stranger);
        const visitors = await tagOf(path);
        const owners = await tagOf(path, owner);
        expect((await setPrivate(journal.id, true)).status).toBe(200);
        expect((await read(path, stranger, strangers)).status).toBe(404);
        expect((await read(path, undefined, visitors)).status).toBe(404);
        // The owner still reads it, under a new tag: it shows `private: true` now.
        expect((await read(path, owner, owners)).status).toBe(200);
      });

      it('gives a removed collaborator 404 for a private journal, never the 304 they held', async () => {
        const journal = await createJournal(server, owner.token, { private: true });
        await addCollaborator(server, journal.id, collaborator.user.id);
        const path = pathOf(journal);
        const tag = await tagOf(path, collaborator);
        await removeCollaborator(server, journal.id, collaborator.user.id);
        expect((await read(path, collaborator, tag)).status).toBe(404);
      });

      it('differs between readers who see different things', async () => {
        const journal = await createJournal(server, owner.token);
        await createTextEntry(server, owner.token, journal.id, { private: true });
        const path = pathOf(journal);
        const owners = await tagOf(path, owner);
        const strangers = await tagOf(path, stranger);
        expect(owners).not.toBe(strangers);
        expect(await tagOf(path)).not.toBe(strangers);
        expect((await read(path, stranger, owners)).status).toBe(200);
        expect((await read(path, owner, strangers)).status).toBe(200);
      });

      it('serves what changed in the very next read, though the answer before it is kept', async () => {
        const journal = await createJournal(server, owner.token);
        const entry = await createTextEntry(server, owner.token, journal.id);
        const path = pathOf(journal);
        const first = await read(path, stranger);
        expect((await read(path, stranger)).text).toBe(first.text);
        expect((await edit(entry.id, 'Rain on the greenhouse roof.')).status).toBe(200);
        const after = await read(path, stranger);
        expect(after.text).toContain('Rain on the greenhouse roof.');
        expect(after.text).not.toContain('Sat for ten minutes.');
      });

      it('keeps an answer for its reader only: an owner’s private entry never reaches a stranger', async () => {
        const journal = await createJournal(server, owner.token);
        const hidden = await createTextEntry(server, owner.token, journal.id, { private: true });
        const path = pathOf(journal);
        expect((await read(path, owner)).text).toContain(hidden.id);
        expect((await read(path, owner)).text).toContain(hidden.id);
        expect((await read(path, stranger)).text).not.toContain(hidden.id);
        expect((await read(path)).text).not.toContain(hidden.id);
      });

      it('changes when signed media links would be signed again (a new day)', async () => {
        const journal = await createJournal(server, owner.token, { private: true });
        await createTextEntry(server, owner.token, journal.id);
        const path = pathOf(journal);
        const today = await tagOf(path, owner);
        server.clock.advance(DAY);
        expect((await read(path, owner, today)).status).toBe(200);
      });

      it('leaves other journals’ tags alone', async () => {
        const journal = await createJournal(server, owner.token);
        const other = await createJournal(server, owner.token);
        await createTextEntry(server, owner.token, journal.id);
        const entry = await createTextEntry(server, owner.token, other.id);
        const path = pathOf(journal);
        const tag = await tagOf(path, stranger);
        await edit(entry.id, 'Elsewhere');
        expect((await read(path, stranger, tag)).status).toBe(304);
      });
    });
  }

  describe('a person’s page', () => {
    const pageOf = (who: Account) => `/api/users/${who.user.ritual_user}`;

    it('keeps its tag while nothing changes, and moves with what the page shows', async () => {
      const person = await server.register('paged');
      const path = pageOf(person);
      const tags = [await tagOf(path, stranger)];
      expect(await tagOf(path, stranger)).toBe(tags[0]);
      // A journal of theirs appears, is retitled, gains an entry (their count), a follower,
      // and a collaborator, who then renames themselves.
      const journal = await createJournal(server, person.token);
      tags.push(await tagOf(path, stranger));
      const retitled = await server.call('POST', `/api/journals/${journal.id}`, {
        token: person.token,
        json: { title: 'Evening pages', last_modified: server.clock.now },
      });
      expect(retitled.status).toBe(200);
      tags.push(await tagOf(path, stranger));
      await createTextEntry(server, person.token, journal.id);
      const counted = await read(path, stranger);
      expect(counted.body.numberOfEntries).toBe(1);
      tags.push(counted.headers.get('etag')!);
      const followed = await server.call('POST', `/api/journals/${journal.id}/shadow`, {
        token: stranger.token,
      });
      expect(followed.status).toBeLessThan(300);
      const followers = await read(path, stranger);
      expect(followers.body.followers).toBe(1);
      tags.push(followers.headers.get('etag')!);
      const helper = await server.register('helper');
      await addCollaborator(server, journal.id, helper.user.id);
      tags.push(await tagOf(path, stranger));
      const renamed = await server.call('POST', '/api/users', {
        token: helper.token,
        json: { username: `${helper.user.ritual_user}x` },
      });
      expect(renamed.status).toBe(200);
      const afterRename = await read(path, stranger);
      expect(JSON.stringify(afterRename.body.journals)).toContain(`${helper.user.ritual_user}x`);
      tags.push(afterRename.headers.get('etag')!);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags.slice(0, -1))
        expect((await read(path, stranger, tag)).status).toBe(200);
    });

    it('moves when they write in someone else’s journal, and a journal made private leaves it', async () => {
      const person = await server.register('guest');
      const path = pageOf(person);
      const shared = await createJournal(server, owner.token);
      await addCollaborator(server, shared.id, person.user.id);
      const before = await tagOf(path, stranger);
      const entry = await createTextEntry(server, person.token, shared.id);
      const after = await read(path, stranger, before);
      expect(after.status).toBe(200);
      expect(after.body.numberOfEntries).toBe(1);
      // Made private, the entry is no longer theirs to count for a stranger.
      const privateEntry = await server.call('POST', `/api/entries/${entry.id}`, {
        token: person.token,
        json: { private: true, last_modified: server.clock.now },
      });
      expect(privateEntry.status).toBe(200);
      const uncounted = await read(path, stranger, after.headers.get('etag')!);
      expect(uncounted.status).toBe(200);
      expect(uncounted.body.numberOfEntries).toBe(0);
      const own = await createJournal(server, person.token);
      const listed = await tagOf(path, stranger);
      const privately = await server.call('POST', `/api/journals/${own.id}`, {
        token: person.token,
        json: { private: true, last_modified: server.clock.now },
      });
      expect(privately.status).toBe(200);
      const hidden = await read(path, stranger, listed);
      expect(hidden.status).toBe(200);
      expect(hidden.body.journals.map((j: { id: string }) => j.id)).not.toContain(own.id);
    });

    it('differs per reader, and for the person themselves moves when their plan runs out', async () => {
      const person = await server.register('planned');
      const path = pageOf(person);
      expect(await tagOf(path, person)).not.toBe(await tagOf(path, stranger));
      expect(await tagOf(path)).not.toBe(await tagOf(path, stranger));
      await server.deps.database.transaction(({ db, t }) =>
        db
          .update(t.users)
          .set({ plusUntil: server.clock.now + DAY })
          .where(eq(t.users.id, person.user.id)),
      );
      const paid = await tagOf(path, person);
      expect((await read(path, person)).body.plus).toBe(true);
      server.clock.advance(2 * DAY);
      const lapsed = await read(path, person, paid);
      expect(lapsed.status).toBe(200);
      expect(lapsed.body.plus).toBe(false);
    });

    it('leaves a person’s tag alone when someone else writes', async () => {
      const person = await server.register('quiet');
      await createJournal(server, person.token);
      const path = pageOf(person);
      const tag = await tagOf(path, stranger);
      const elsewhere = await createJournal(server, owner.token);
      await createTextEntry(server, owner.token, elsewhere.id);
      expect((await read(path, stranger, tag)).status).toBe(304);
    });
  });

  describe('a journal opened by its share key', () => {
    it('answers 304 while unchanged and 404 once the key is replaced', async () => {
      const journal = await createJournal(server, owner.token, { private: true });
      await createTextEntry(server, owner.token, journal.id);
      const shared = await server.call('POST', `/api/journals/${journal.id}/generate-share-key`, {
        token: owner.token,
      });
      const key = shared.body.share_key as string;
      expect(key).toBeTruthy();
      const path = `/api/journals/shared/${key}`;
      const tag = await tagOf(path, stranger);
      await server.call('POST', `/api/journals/${journal.id}/generate-share-key`, {
        token: owner.token,
      });
      expect((await read(path, stranger, tag)).status).toBe(404);
    });
  });

  describe('the examples', () => {
    const path = '/api/journals/examples';
    const markExample = (journalId: string, position: number) =>
      server.deps.database.transaction(({ db, t }) =>
        db
          .update(t.journals)
          .set({ examplePosition: position })
          .where(eq(t.journals.id, journalId)),
      );

    it('keeps its tag while nothing changes and moves when an example changes', async () => {
      const journal = await createJournal(server, owner.token, { title: 'An example' });
      await markExample(journal.id, 1);
      const before = await tagOf(path);
      expect(await tagOf(path)).toBe(before);
      expect((await setPrivate(journal.id, true)).status).toBe(200);
      const after = await tagOf(path);
      expect(after).not.toBe(before);
      expect((await read(path)).body.journals.map((j: { id: string }) => j.id)).not.toContain(
        journal.id,
      );
      expect((await read(path, undefined, before)).status).toBe(200);
      // The owner sees their share key: another answer.
      expect(await tagOf(path, owner)).not.toBe(await tagOf(path, stranger));
    });
  });

  describe('explore', () => {
    const path = '/api/journals/explore';

    it('keeps its tag while nothing changes and moves on any change', async () => {
      const journal = await createJournal(server, owner.token);
      const before = await tagOf(path);
      expect(await tagOf(path)).toBe(before);
      await createTextEntry(server, owner.token, journal.id);
      expect((await read(path, undefined, before)).status).toBe(200);
      expect(await tagOf(`${path}?limit=3`)).not.toBe(await tagOf(path));
    });
  });
});
