import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { newToken } from './secrets.js';

/**
 * A secret every server process shares, created once and kept in the database (so several
 * processes on one PostgreSQL sign media URLs alike, and restarts keep old links working).
 * `make` makes a new one; of processes racing to make it, the first to insert wins and all read
 * that one back.
 */
export async function sharedSecret(
  database: Database,
  key: string,
  make: () => string = () => newToken(32),
): Promise<string> {
  const { db, t } = database.read;
  const read = async () =>
    (await db.select().from(t.serverSettings).where(eq(t.serverSettings.key, key)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await database.transaction((tx) =>
    tx.db.insert(tx.t.serverSettings).values({ key, value: make() }).onConflictDoNothing(),
  );
  const created = await read();
  if (!created) throw new Error(`Could not create the shared secret ${key}`);
  return created;
}
