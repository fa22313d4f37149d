import type { User } from '../../../contract/users';
import type { Local, RitualDb } from '../../../local-store/db';

/** The signed-in user's own record, as sync last brought it (or the page last changed it). */
export async function currentUser(db: RitualDb, userId: string): Promise<Local<User> | null> {
  return (await db.users.get(userId)) ?? null;
}
