import type { StoredMutation } from '../../contract/outbox';
import type { RejectedMutation, RitualDb } from '../../local-store/db';
import { sendAgain } from '../rejected/send-again';

/** The data layer's local write: shown at once, then sent. */
export type LocalWrite = (mutation: StoredMutation) => Promise<void>;

/** 402: the free limit. Other refusals are about the write itself and would be refused again. */
const isOverLimit = (row: RejectedMutation) => row.status === 402;

/**
 * Once the limit is raised (a grace period, plus), the writes the server refused for it go out
 * again, oldest first: same ids (a 402 is never stored as an idempotent answer, so the server
 * judges them afresh), same files (their blobs stayed on the device), made now. Resolves with how
 * many went.
 */
export async function resendOverLimitWrites(
  db: RitualDb,
  write: LocalWrite,
  now = Date.now(),
): Promise<number> {
  const refused = (await db.rejected.toArray())
    .filter(isOverLimit)
    .sort((a, b) => a.mutation.createdAt - b.mutation.createdAt);
  let sent = 0;
  for (const row of refused) if (await sendAgain(db, row, write, { now })) sent += 1;
  return sent;
}
