import type { Entry } from '../../contract/entries';
import type { Journal } from '../../contract/journals';
import type { RitualDb } from '../../local-store/db';
import type { FirstRead } from '../app/first-read';
import { rememberJournalPage, rememberProfile, type UserProfile } from '../data/seen-pages';
import { answerOf } from '../api/answer';
import { pageHttp } from '../api/page-http';
import {
  forgetSeenEntry,
  markFollowSeen,
  rememberSeenEntries,
  rememberShadowCounts,
} from './seen-entries';
import { journalReadKey, serverReads } from './server-reads';

/**
 * Reads of other people's pages (docs/product.md §7 users and journals calls). Each keeps what it read as
 * seen records (data/seen-pages.ts), so the screens show it from IndexedDB and offline later;
 * ky's errors reach the caller (profile/server-reads.ts turns them into docs/product.md §8's texts).
 */
function api() {
  return pageHttp();
}

const part = encodeURIComponent;

// The schemas load on first use, so zod stays out of the first page's JavaScript.
const entrySchemas = () => import('../../contract/entries');
const profileSchemas = () => import('../../contract/profiles');

/** Where each seen journal's next page of entries starts (null: no more), as last read. */
const nextPages = new Map<string, string | null>();
/**
 * The share key a private journal was opened with (?key), by its id: its further pages and its
 * entries are read with it too. Kept while the page lives; the link holds it for next time.
 */
const shareKeys = new Map<string, string>();
const withKey = (journalId: string) => {
  const key = shareKeys.get(journalId);
  return key ? { key } : {};
};

/** The cursor of a seen journal's next page; undefined when no page has been read here. */
export const nextPageOf = (journalId: string) => nextPages.get(journalId);

/**
 * GET /users/{user}/journals/{journal}: the journal and its first entries; with `shareKey`, a
 * private journal its owner shared by link.
 */
export async function readJournalPage(
  db: RitualDb,
  user: string,
  slug: string,
  shareKey?: string,
): Promise<Journal> {
  const page = await answerOf(
    api().get(`users/${part(user)}/journals/${part(slug)}`, {
      ...(shareKey ? { searchParams: { key: shareKey } } : {}),
    }),
    async () => (await profileSchemas()).JournalPageSchema,
  );
  const now = Date.now();
  if (shareKey) shareKeys.set(page.id, shareKey);
  // Known before the entries show, so a list that wants more finds where the next page starts.
  nextPages.set(page.id, page.next);
  await rememberJournalPage(db, page, now);
  // The server counts this as the follower opening the journal (it answers the first page only).
  await markFollowSeen(db, page.id, now);
  const { entries: _entries, next: _next, ...journal } = page;
  return journal;
}

/**
 * The journal page the server drew this page with (app/first-read.ts), kept as if read here, and
 * the read it stands for is not made again on opening. It is GET /users/{user}/journals/{slug}'s
 * answer, not checked again: it came in the page's own HTML, from the server that sent the app's
 * code, and loading the schemas to check it held up the page's first moments on a phone.
 */
export async function rememberDrawnJournal(db: RitualDb, drawn: NonNullable<FirstRead['journal']>) {
  const page = drawn.page;
  nextPages.set(page.id, page.next);
  await rememberJournalPage(db, page, Date.now());
  const { entries: _entries, next: _next, ...journal } = page;
  serverReads.prime(journalReadKey(drawn.user, drawn.slug), journal);
}

/** GET /journals/{id}/entries?cursor: the next page of a seen journal's entries. */
export async function readMoreEntries(db: RitualDb, journalId: string, cursor: string) {
  const page = await answerOf(
    api().get(`journals/${part(journalId)}/entries`, {
      searchParams: { cursor, limit: 30, ...withKey(journalId) },
    }),
    async () => (await entrySchemas()).EntryPageSchema,
  );
  nextPages.set(journalId, page.next);
  await rememberSeenEntries(db, page.entries, Date.now());
  return page.entries.length;
}

/**
 * GET /entries/{id}: one entry (of a journal opened by its share key, with that key); a seen
 * copy the server no longer shows goes.
 */
export async function readEntry(db: RitualDb, id: string): Promise<Entry> {
  try {
    // Only a journal opened by its share key needs the held copy, to know which key to send.
    const held = shareKeys.size > 0 ? await db.entries.get(id) : undefined;
    const entry = await answerOf(
      api().get(`entries/${part(id)}`, {
        searchParams: held ? withKey(held.journal_id) : {},
      }),
      async () => (await entrySchemas()).EntrySchema,
    );
    await rememberSeenEntries(db, [entry], Date.now());
    return entry;
  } catch (error) {
    const status = (error as { response?: Response }).response?.status;
    if (status === 404 || status === 403) await forgetSeenEntry(db, id);
    throw error;
  }
}

/** GET /users/{user}: the profile and the journals the viewer may see. */
export async function readProfile(db: RitualDb, user: string): Promise<UserProfile> {
  const profile = await answerOf(
    api().get(`users/${part(user)}`),
    async () => (await profileSchemas()).UserProfileSchema,
  );
  await rememberProfile(db, profile, Date.now());
  return profile;
}

/** Where each user's next page of entries starts (null: no more), as last read. */
const userNextPages = new Map<string, string | null>();

/** The cursor of a user's next page of entries; undefined when no page has been read here. */
export const userNextPageOf = (user: string) => userNextPages.get(user.toLowerCase());

/** GET /users/{user}/entries: a page of the user's entries the viewer may see, newest first. */
export async function readUserEntries(
  db: RitualDb,
  user: string,
  cursor?: string,
  limit = 30,
): Promise<{ count: number; next: string | null }> {
  const page = await answerOf(
    api().get(`users/${part(user)}/entries`, {
      searchParams: cursor ? { cursor, limit } : { limit },
    }),
    async () => (await entrySchemas()).EntryPageSchema,
  );
  // The first page's cursor is known only if nothing later was read (that one is further on).
  if (cursor !== undefined || !userNextPages.has(user.toLowerCase()))
    userNextPages.set(user.toLowerCase(), page.next);
  await rememberSeenEntries(db, page.entries, Date.now());
  return { count: page.entries.length, next: page.next };
}

/** Every entry of a user the viewer may see, page by page up to `pages` pages, for counting. */
export async function readAllUserEntries(db: RitualDb, user: string, pages = 10) {
  let cursor: string | undefined;
  for (let page = 0; page < pages; page++) {
    const { next } = await readUserEntries(db, user, cursor, 100);
    if (next === null) return;
    cursor = next;
  }
}

/** GET /users/shadows: the journals the user follows with the server's new-entries counts. */
export async function readShadowCounts(db: RitualDb) {
  const shadows = await answerOf(
    api().get('users/shadows'),
    async () => (await import('../../contract/collaboration')).ShadowListSchema,
  );
  await rememberShadowCounts(db, shadows);
}
