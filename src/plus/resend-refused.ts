import type { Mutation } from '../../contract/outbox';
import type { RejectedMutation, RitualDb } from '../data/db';

/** The data layer's local write: shown at once, then sent. */
export type LocalWrite = (mutation: Mutation) => Promise<void>;

/** 402: the free limit. Other refusals are about the write itself and would be refused again. */
const isOverLimit = (row: RejectedMutation) => row.status === 402;

/**
 * Once the limit is raised (a grace period, plus), the writes the server refused for it go out
 * again, oldest first, as they were: same ids (a 402 is never stored as an idempotent answer, so
 * the server judges them afresh), same files (their blobs stayed on the device). Resolves with
 * how many went.
 */
export async function resendOverLimitWrites(db: RitualDb, write: LocalWrite): Promise<number> {
  const refused = (await db.rejected.toArray())
    .filter(isOverLimit)
    .sort((a, b) => a.mutation.createdAt - b.mutation.createdAt);
  let sent = 0;
  for (const row of refused) {
    // Claimed first, so a second press (or tab) cannot send the same write twice.
    const claimed = await db.transaction('rw', db.rejected, async () => {
      if (!(await db.rejected.get(row.id))) return false;
      await db.rejected.delete(row.id);
      return true;
    });
    if (!claimed) continue;
    const { lastError: _lastError, ...mutation } = row.mutation;
    try {
      await write({ ...mutation, attempts: 0, notBefore: 0 });
      sent += 1;
    } catch (error) {
      await db.rejected.put(row);
      throw error;
    }
  }
  return sent;
}
