import type { RitualDb } from '../../local-store/db';

const KEY = 'direct-writes';

/**
 * A count of answers to saves stored outside the sync engine (the account calls of /settings, the
 * timezone check, the grace period): call inside the transaction that stores one. A pull whose page was read while
 * one of these happened may hold the record as it was before, so the engine reads that page again
 * rather than show the older version until the next pull.
 */
export async function markDirectWrite(db: RitualDb): Promise<void> {
  await db.meta.put({ key: KEY, value: (await directWrites(db)) + 1 });
}

export async function directWrites(db: RitualDb): Promise<number> {
  const value = (await db.meta.get(KEY))?.value;
  return typeof value === 'number' ? value : 0;
}
