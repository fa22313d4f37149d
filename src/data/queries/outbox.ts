import type { RejectedMutation, RitualDb } from '../../../local-store/db';

/** How many writes have not reached the server yet ('N changes waiting to sync'). */
export function pendingCount(db: RitualDb): Promise<number> {
  return db.outbox.count();
}

/**
 * Changes made here that the server does not have: unsent, or refused and kept to be tried again.
 * Signing out deletes them, so it asks first.
 */
export async function unsavedCount(db: RitualDb): Promise<number> {
  return (await db.outbox.count()) + (await db.rejected.count());
}

/** Writes the server refused for good, the latest first, so the page can say why. */
export async function rejectedMutations(db: RitualDb): Promise<RejectedMutation[]> {
  const rejected = await db.rejected.toArray();
  return rejected.sort((a, b) => b.at - a.at);
}
