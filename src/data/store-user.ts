import type { User } from '../../contract/users';
import type { RitualDb } from '../../local-store/db';
import { markDirectWrite } from './direct-writes';

/**
 * Keeps the signed-in user's record for offline starts. A record with unanswered local changes
 * (pendingRecords) is left to the sync engine, which rebases them on what the server says.
 */
export function storeSignedInUser(db: RitualDb, user: User): Promise<void> {
  return storeUser(db, user, false);
}

/**
 * storeSignedInUser for the server's answer to a change the user saved (settings, the grace
 * period): a pull on its way meanwhile reads its page again, so the page cannot show the record
 * as it was before the save. Plain reads (the session check at start) do not ask for that: a first
 * sync would read its first page twice.
 */
export function storeSavedUser(db: RitualDb, user: User): Promise<void> {
  return storeUser(db, user, true);
}

async function storeUser(db: RitualDb, user: User, saved: boolean): Promise<void> {
  await db.transaction('rw', db.users, db.pendingRecords, db.meta, async () => {
    if (await db.pendingRecords.get(`user:${user.id}`)) return;
    await db.users.put(user);
    if (saved) await markDirectWrite(db);
  });
}
