import type { Entry } from '../../contract/entries';
import type { Journal } from '../../contract/journals';
import type { User } from '../../contract/users';
import type { Local, RitualDb } from '../../local-store/db';
import { journalsOfUser } from '../data/queries/journals';
import { newestFirst } from '../data/queries/order';
import { recall } from '../data/remembered';
import { followersKey } from '../data/seen-pages';

/** A profile as this device holds it: the user and the journals of theirs the viewer may see. */
export interface HeldProfile {
  user: Local<User>;
  journals: Local<Journal>[];
  /** how many people follow their journals, as last read from the server */
  followers?: number;
}

/** A user by username, matched in any case as the server does. */
async function userByName(db: RitualDb, name: string): Promise<Local<User> | null> {
  const lower = name.toLowerCase();
  return (
    (await db.users.filter((user) => user.ritual_user.toLowerCase() === lower).first()) ?? null
  );
}

/**
 * A user's profile as held here. A private journal seen through a share link is not listed: the
 * profile shows what its owner shows everyone the viewer is.
 */
export async function heldProfile(db: RitualDb, name: string): Promise<HeldProfile | null> {
  const user = await userByName(db, name);
  if (!user) return null;
  const journals = await journalsOfUser(db, user.id);
  const followers = await recall<number>(db, followersKey(user.id));
  return {
    user,
    journals: journals.filter((journal) => !(journal.private && journal.$seen !== undefined)),
    ...(followers ? { followers: followers.value } : {}),
  };
}

/** The journals of other people the user collaborates on (synced, so never seen copies). */
export async function collaborationsOf(db: RitualDb, userId: string): Promise<Local<Journal>[]> {
  const journals = await db.journals
    .filter(
      (journal) =>
        journal.$seen === undefined &&
        journal.user_id !== userId &&
        journal.collaborators.some((person) => person.id === userId),
    )
    .toArray();
  return journals.sort((a, b) => a.title.localeCompare(b.title));
}

/** How many entries of each journal this device holds. */
export async function entryCounts(
  db: RitualDb,
  journalIds: string[],
): Promise<Map<string, number>> {
  const counts = await Promise.all(
    journalIds.map((id) => db.entries.where('journal_id').equals(id).count()),
  );
  return new Map(journalIds.map((id, i) => [id, counts[i]!]));
}

/** A user's entries held here, newest first, the first `limit` of them. */
export async function entriesBy(
  db: RitualDb,
  userId: string,
  limit: number,
): Promise<Local<Entry>[]> {
  const entries = await db.entries.where('user_id').equals(userId).toArray();
  return entries.sort(newestFirst).slice(0, limit);
}

/** A profile's journals by the year they were started, the newest year first. */
export function byYearStarted<J extends Pick<Journal, 'created_at'>>(journals: J[]) {
  const years = new Map<string, J[]>();
  for (const journal of journals) {
    const year = journal.created_at.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), journal]);
  }
  return [...years.entries()].sort(([a], [b]) => b.localeCompare(a));
}
