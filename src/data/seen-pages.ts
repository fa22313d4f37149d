import type { z } from 'zod';
import type { ChatSummary } from '../../contract/chat';
import type { Entry } from '../../contract/entries';
import type { Journal } from '../../contract/journals';
import type { JournalPageSchema, UserProfileSchema } from '../../contract/profiles';
import type { User } from '../../contract/users';
import { pendingKey, TABLE_OF, type Local, type RitualDb } from '../../local-store/db';
import { CHAT_PARTNERS_KEY, rememberedPartners, type UserRef } from './queries/chat-partners';
import { remember } from './remembered';

/** Where a profile's follower count is kept in the `meta` table, by the user's id. */
export const followersKey = (userId: string) => `followers:${userId}`;

export type JournalPage = z.infer<typeof JournalPageSchema>;
export type UserProfile = z.infer<typeof UserProfileSchema>;

type SeenKind = 'journal' | 'entry' | 'user';

/**
 * The ids among `ids` a seen copy may be written over: absent ones and earlier seen copies.
 * A record without `$seen` is one the user syncs (theirs, or a collaboration) and sync keeps it
 * right; a record with unanswered mutations shows the user's own change, which must stay.
 */
async function replaceable(db: RitualDb, kind: SeenKind, ids: string[]): Promise<Set<string>> {
  const held = await db.table<{ $seen?: number }, string>(TABLE_OF[kind]).bulkGet(ids);
  const pending = await db.pendingRecords.bulkGet(ids.map((id) => pendingKey(kind, id)));
  return new Set(
    ids.filter((_, i) => {
      const record = held[i];
      return pending[i] === undefined && (record === undefined || record.$seen !== undefined);
    }),
  );
}

/** Seen records the server no longer shows (deleted, made private, or hidden) go. */
async function forget(db: RitualDb, kind: SeenKind, ids: string[]) {
  const gone = await replaceable(db, kind, ids);
  await db.table(TABLE_OF[kind]).bulkDelete([...gone]);
}

async function putSeen<R extends { id: string }>(
  db: RitualDb,
  kind: 'journal' | 'entry',
  records: R[],
  now: number,
) {
  const fresh = await replaceable(
    db,
    kind,
    records.map((record) => record.id),
  );
  const seen = records.filter((record) => fresh.has(record.id));
  await db.table(TABLE_OF[kind]).bulkPut(seen.map((record) => ({ ...record, $seen: now })));
}

const seenTables = (db: RitualDb) => [db.journals, db.entries, db.users, db.pendingRecords];

/**
 * Keeps a journal page someone opened (GET /users/{user}/journals/{journal}) so it opens
 * offline. The answer is the journal's newest entries down to `next`: a seen entry in that range
 * that the answer lacks is gone from the server, and goes here too.
 */
export async function rememberJournalPage(db: RitualDb, page: JournalPage, now: number) {
  const { entries, next, ...journal } = page;
  await db.transaction('rw', seenTables(db), async () => {
    await putSeen<Journal>(db, 'journal', [journal], now);
    await putSeen<Entry>(db, 'entry', entries, now);
    const shown = new Set(entries.map((entry) => entry.id));
    const oldest = next === null ? '' : entries.reduce((min, e) => (e.id < min ? e.id : min), '~');
    const missing = await db.entries
      .where('journal_id')
      .equals(journal.id)
      .filter((entry) => entry.$seen !== undefined && entry.id >= oldest && !shown.has(entry.id))
      .primaryKeys();
    await forget(db, 'entry', missing);
  });
}

/**
 * Keeps a profile someone opened (GET /users/{user}) and the journals it lists, so it opens
 * offline. A public journal seen before and no longer listed is gone, with its seen entries; a
 * private one stays, since a share link (not the profile) opened it.
 */
export async function rememberProfile(db: RitualDb, profile: UserProfile, now: number) {
  // The follower count is the profile's, not the user record's (which sync owns for oneself).
  const { journals, followers, ...user } = profile;
  if (followers !== undefined) await remember(db, followersKey(user.id), followers, now);
  // Only its owner gets the email: the signed-in user's own record comes by sync, complete.
  const isOwnProfile = profile.email !== undefined;
  await db.transaction('rw', seenTables(db), async () => {
    if (!isOwnProfile && (await replaceable(db, 'user', [user.id])).has(user.id)) {
      const refs = journals.map(({ id, slug, title }) => ({ id, slug, title }));
      // A seen user is the public part of a user record: the rest is only ever their own.
      await db.users.put({ ...user, journals: refs, $seen: now } as Local<User>);
    }
    await putSeen<Journal>(db, 'journal', journals, now);
    const listed = new Set(journals.map((journal) => journal.id));
    const unlisted = await db.journals
      .where('user_id')
      .equals(user.id)
      .filter((j) => j.$seen !== undefined && !j.private && !listed.has(j.id))
      .primaryKeys();
    await forget(db, 'journal', unlisted);
    if (unlisted.length === 0) return;
    const entries = await db.entries
      .where('journal_id')
      .anyOf(unlisted)
      .filter((entry) => entry.$seen !== undefined)
      .primaryKeys();
    await forget(db, 'entry', entries);
  });
}

/**
 * Keeps the names of the user's chat partners from GET /chat-messages/chats: messages carry only
 * ids, and the chat list is computed here (queries/chats.ts).
 */
export async function rememberChatPartners(db: RitualDb, chats: readonly ChatSummary[]) {
  await db.transaction('rw', db.meta, async () => {
    const partners: Record<string, UserRef> = { ...(await rememberedPartners(db)) };
    for (const { user } of chats) partners[user.id] = user;
    await db.meta.put({ key: CHAT_PARTNERS_KEY, value: partners });
  });
}
