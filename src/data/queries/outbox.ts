import type { RejectedMutation, RitualDb } from '../../../local-store/db';

/** How many writes have not reached the server yet ('N changes waiting to sync'). */
export function pendingCount(db: RitualDb): Promise<number> {
  return db.outbox.count();
}

/** Writes the server refused for good, the latest first, so the page can say why. */
export async function rejectedMutations(db: RitualDb): Promise<RejectedMutation[]> {
  const rejected = await db.rejected.toArray();
  return rejected.sort((a, b) => b.at - a.at);
}
