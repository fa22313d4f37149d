import type { StoredMutation } from '../../contract/outbox';
import type { OutboxRow, RejectedMutation, RitualDb } from '../../local-store/db';
import type { LocalWrite } from '../plus/resend-refused';

export interface SendAgainOptions {
  /** the moment it goes again: a write that waited too long to send is refused unsent */
  now: number;
  /**
   * A new id (Idempotency-Key). The server keeps its refusal under the old key (a 402 excepted),
   * so a write it refused for itself must carry a new one to be judged afresh.
   */
  key?: string;
}

/**
 * Sends one refused write out again as a fresh local write: no attempts, no backoff, no old error,
 * made now. The record and its files stay the same: an entry keeps the time it was made, and a
 * creation the server did after all (an answer lost, then the wait ran out) is answered as a
 * replay of its id instead of being made twice. The refusal is claimed first, so a second press
 * (or tab) cannot send it twice, and put back if the local write fails. Resolves with whether it
 * went.
 */
export async function sendAgain(
  db: RitualDb,
  row: RejectedMutation,
  write: LocalWrite,
  { now, key }: SendAgainOptions,
): Promise<boolean> {
  const claimed = await db.transaction('rw', db.rejected, async () => {
    if (!(await db.rejected.get(row.id))) return false;
    await db.rejected.delete(row.id);
    return true;
  });
  if (!claimed) return false;
  // An outbox row's own marks (the worker's queue held it) do not travel with the new write.
  const { lastError: _lastError, held: _held, ...mutation } = row.mutation as OutboxRow;
  const again: StoredMutation = {
    ...mutation,
    id: key ?? mutation.id,
    createdAt: now,
    attempts: 0,
    notBefore: 0,
  };
  try {
    await write(again);
  } catch (error) {
    await db.rejected.put(row);
    throw error;
  }
  return true;
}
