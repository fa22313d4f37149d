import { createJournal, createTextEntry, form, makeAdmin, pngBytes } from '../test/fixtures.js';
import { createSession } from '../account/sessions.js';
import type { TestResponse, TestServer } from '../test/harness.js';
import type { Rng } from './fuzz-inputs.js';
import type { Identity, World } from './fuzz-requests.js';

interface Account {
  id: string;
  username: string;
  password: string;
  token: string;
}

/** The signed-in user's records, so that path ids and body fields can name real things. */
interface Records {
  journal: { id: string; slug: string; key: string };
  otherJournalId: string;
  entry: { id: string; key: string; commentId: string; bookmarkId: string };
  image: { id: string; mediaId: string; query: URLSearchParams };
  /** an invitation to one of the admin's journals, addressed to the user */
  invitationId: string;
}

/** The answer's fields (ids, keys, links), or a thrown error that says what could not be made. */
function must(res: TestResponse, what: string, ...statuses: number[]) {
  if (!statuses.includes(res.status)) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body as { id: string; share_key: string; link: string };
}

/** Makes each kind of record; a fuzzed request that deletes one gets it made again. */
function makers(server: TestServer, png: Buffer) {
  const call = (token: string, method: string, path: string, json?: unknown) =>
    server.call(method, path, { token, ...(json !== undefined ? { json } : {}) });
  return {
    async account(prefix: string, admin = false): Promise<Account> {
      const { user, token, password } = await server.register(prefix);
      if (admin) await makeAdmin(server, user.id);
      return { id: user.id, username: user.ritual_user, password, token };
    },
    async journal(user: Account, peer: Account): Promise<Records['journal']> {
      const { id, slug } = await createJournal(server, user.token, { title: 'Fuzz target' });
      must(
        await call(user.token, 'POST', `/api/journals/${id}/invite-user/${peer.id}`),
        'invite',
        201,
      );
      must(await call(user.token, 'POST', `/api/journals/${id}/log-add`, {}), 'log', 200, 201);
      const key = must(
        await call(user.token, 'POST', `/api/journals/${id}/generate-share-key`),
        'key',
        200,
      );
      return { id, slug, key: key.share_key };
    },
    async entry(user: Account, journalId: string): Promise<Records['entry']> {
      const { id } = await createTextEntry(server, user.token, journalId);
      const comment = await call(user.token, 'POST', '/api/comments', {
        entry_id: id,
        value: 'Hm',
      });
      const bookmark = await call(user.token, 'POST', '/api/bookmarks', { entry_id: id });
      const key = await call(user.token, 'POST', `/api/entries/${id}/generate-share-key`);
      return {
        id,
        key: must(key, 'key', 200).share_key,
        commentId: must(comment, 'comment', 201).id,
        bookmarkId: must(bookmark, 'bookmark', 200, 201).id,
      };
    },
    async image(user: Account, journalId: string): Promise<Records['image']> {
      const res = await server.call('POST', '/api/entries', {
        token: user.token,
        body: form({ journal_id: journalId }, { file: { bytes: png, type: 'image/png' } }),
      });
      const entry = must(res, 'image entry', 201);
      const link = new URL(entry.link, 'http://ritual.test');
      return { id: entry.id, mediaId: link.pathname.split('/').at(-1)!, query: link.searchParams };
    },
    async invitation(user: Account, peer: Account): Promise<string> {
      const theirs = await createJournal(server, peer.token, { title: 'Their journal' });
      const res = await call(
        peer.token,
        'POST',
        `/api/journals/${theirs.id}/invite-user/${user.id}`,
      );
      return must(res, 'invitation', 201).id;
    },
    alive: async (who: Account) =>
      (await server.call('GET', '/api/auth', { token: who.token })).status === 200,
    /** A session as signing in makes one, without the password hash that is slow on purpose. */
    session: (who: Account) =>
      server.deps.database.transaction((tx) => createSession(tx, who.id, server.clock.now)),
  };
}

/** Answers whose success may end a session: both tokens are checked after them. */
const SESSION = /logout|password|^\/api\/users(\?|$)/;

export interface FuzzWorld extends World {
  user(): Account;
  /** After an answer: re-registers an identity whose token died, remakes a deleted record. */
  settle(method: string, path: string, status: number): Promise<void>;
}

export async function createWorld(server: TestServer): Promise<FuzzWorld> {
  const png = await pngBytes();
  const make = makers(server, png);
  const user = await make.account('fuzz');
  const admin = await make.account('fuzzadmin', true);
  const seed = async (): Promise<Records> => {
    const journal = await make.journal(user, admin);
    return {
      journal,
      otherJournalId: (await createJournal(server, user.token)).id,
      entry: await make.entry(user, journal.id),
      image: await make.image(user, journal.id),
      invitationId: await make.invitation(user, admin),
    };
  };
  let records = await seed();

  /** Remakes what a successful DELETE (or an answered invitation) named in its path. */
  const remake = async (path: string) => {
    const r = records;
    if (path.includes(r.journal.id)) return void (records = await seed());
    if (path.includes(r.otherJournalId))
      r.otherJournalId = (await createJournal(server, user.token)).id;
    const { entry } = r;
    if ([entry.id, entry.commentId, entry.bookmarkId].some((id) => path.includes(id)))
      r.entry = await make.entry(user, r.journal.id);
    if (path.includes(r.image.id)) r.image = await make.image(user, r.journal.id);
    if (path.includes(r.invitationId)) r.invitationId = await make.invitation(user, admin);
  };

  const pathValue = (route: string, name: string, rng: Rng): string => {
    if (name === 'userId') return rng.chance(0.8) ? admin.id : user.id;
    if (name === 'user') return rng.chance(0.7) ? user.username : admin.username;
    if (name === 'journal') return records.journal.slug;
    if (name === 'journalId') return records.otherJournalId;
    if (name === 'entryId') return records.entry.id;
    if (name === 'term') return rng.pick(['fuzz', 'journal', user.username]);
    if (name === 'token') return rng.pick(['a'.repeat(43), 'deadbeef']);
    if (name === 'key')
      return route.startsWith('/entries') ? records.entry.key : records.journal.key;
    if (route.startsWith('/journals/'))
      return rng.chance(0.8) ? records.journal.id : records.otherJournalId;
    if (route.startsWith('/entries/')) return rng.chance(0.7) ? records.entry.id : records.image.id;
    if (route.startsWith('/comments/')) return records.entry.commentId;
    if (route.startsWith('/bookmarks/')) return records.entry.bookmarkId;
    if (route.startsWith('/journal-invitations/')) return records.invitationId;
    if (route.startsWith('/media/')) return records.image.mediaId;
    return rng.pick(['1234567890', records.entry.id]);
  };

  const queryValue = (name: string, rng: Rng): string | undefined => {
    if (name === 'exp' || name === 'sig') return records.image.query.get(name) ?? undefined;
    if (name === 'key') return rng.pick([records.journal.key, records.entry.key]);
    if (name === 'journal') return records.journal.id;
    if (name === 'recipient') return admin.username;
    if (name === 'limit') return String(rng.pick([1, 10, 50]));
    if (name === 'since') return rng.pick(['0', '1', '999999999999999']);
    if (name === 'list') return rng.pick(['true', 'false']);
    // GET /search/entries: words, tags and prefixes, so the search itself runs, not only refusals.
    if (name === 'q') return rng.pick(['fresh', 'tag:fuzz', '#día-3 sun', 'é ß İ', 'a "b" c*']);
    if (name === 'type') return rng.pick(['text', 'image', 'audio', 'video']);
    if (name === 'after' || name === 'before') return rng.pick(['2020-01-01', '2099-12-31']);
    return undefined;
  };

  const hints = (name: string, rng: Rng, route: string): unknown => {
    if (name === 'id' && route === '/users') return user.id;
    if (name === 'journal_id') return rng.chance(0.8) ? records.journal.id : records.otherJournalId;
    if (name === 'entry_id') return records.entry.id;
    if (name === 'recipient') return rng.pick([admin.username, admin.id]);
    if (name === 'username') return `fz${rng.uuid().slice(-10)}`;
    if (name === 'email') return `fz${rng.uuid().slice(-10)}@example.test`;
    if (name === 'login') return rng.pick(['nobody-here', 'someone@example.test']);
    // The real password now and then, so that profile and password changes can succeed too.
    if (name === 'current_password') return rng.chance(0.5) ? user.password : undefined;
    if (name === 'pcm') return null;
    if (name === 'order') return [records.journal.id, records.otherJournalId];
    if (name === 'timezone') return rng.pick(['Europe/Berlin', 'UTC', 'Mars/Olympus']);
    if (name === 'method') return 'POST';
    if (name === 'path') return rng.pick(['journals', 'entries', `entries/${records.entry.id}`]);
    return undefined;
  };

  return {
    token: (identity: Identity) =>
      identity === 'user' ? user.token : identity === 'admin' ? admin.token : undefined,
    pathValue,
    queryValue,
    hints,
    png: new Uint8Array(png),
    user: () => user,
    async settle(method, path, status) {
      if (status < 200 || status >= 300 || method === 'GET') return;
      if (SESSION.test(path)) {
        for (const who of [user, admin])
          if (!(await make.alive(who))) who.token = await make.session(who);
        if (path.startsWith('/api/users')) {
          // A profile change may have renamed the user; paths with {user} follow it.
          const me = await server.call('GET', '/api/auth', { token: user.token });
          user.username = (me.body as { user: { ritual_user: string } }).user.ritual_user;
        }
        return;
      }
      if (method === 'DELETE' || /^\/api\/journal-invitations\//.test(path)) await remake(path);
    },
  };
}
