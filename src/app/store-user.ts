import type { User } from '../../contract/users';
import type { RitualDb } from '../data/db';
import { markDirectWrite } from '../data/direct-writes';

/**
 * Keeps the signed-in user's record for offline starts. A record with unanswered local changes
 * (pendingRecords) is left to the sync engine, which rebases them on what the server says.
 */
export async function storeSignedInUser(db: RitualDb, user: User): Promise<void> {
  await db.transaction('rw', db.users, db.pendingRecords, db.meta, async () => {
    if (await db.pendingRecords.get(`user:${user.id}`)) return;
    await db.users.put(user);
    await markDirectWrite(db);
  });
}
