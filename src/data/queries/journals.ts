import type { Journal } from '../../../contract/journals';
import type { Local, RitualDb } from '../../../local-store/db';
import { byText } from './order';

const oldestFirst = (a: Journal, b: Journal) =>
  byText(a.created_at, b.created_at) || byText(a.id, b.id);

/** A user's journals held here (their own, or seen on their profile), oldest first. */
export async function journalsOfUser(db: RitualDb, userId: string): Promise<Local<Journal>[]> {
  const journals = await db.journals.where('user_id').equals(userId).toArray();
  return journals.sort(oldestFirst);
}

export async function journalById(db: RitualDb, id: string): Promise<Local<Journal> | null> {
  return (await db.journals.get(id)) ?? null;
}

/**
 * A journal by its address (/{user}/{journal}). The owner's name is matched in any case, as the
 * server does; it is read from the users table, else from the journal's own owner ref, since a
 * collaboration journal's owner has no user record here.
 */
export async function journalByPath(
  db: RitualDb,
  username: string,
  slug: string,
): Promise<Local<Journal> | null> {
  const name = username.toLowerCase();
  const owner = await db.users.filter((user) => user.ritual_user.toLowerCase() === name).first();
  const bySlug = (journal: Journal) => journal.slug === slug;
  if (owner) {
    const found = await db.journals.where('user_id').equals(owner.id).filter(bySlug).first();
    if (found) return found;
  }
  const byRef = await db.journals
    .filter((journal) => bySlug(journal) && journal.user.ritual_user.toLowerCase() === name)
    .first();
  return byRef ?? null;
}
