import { eq, sql } from 'drizzle-orm';
import type { Store } from './database.js';

/**
 * Locks the user's row until the transaction commits (a no-op update: PostgreSQL takes a row
 * lock, SQLite's single writer is held anyway), so one user's checks-then-writes — the free
 * limit, log positions, the event budget — run one at a time.
 */
export async function lockUserRow({ db, t }: Store, userId: string): Promise<void> {
  await db
    .update(t.users)
    .set({ lastModified: sql`${t.users.lastModified}` })
    .where(eq(t.users.id, userId));
}
