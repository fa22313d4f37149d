import type { Mutation } from '../../../contract/outbox';
import { pendingKey, type RitualDb } from '../../../local-store/db';
import { settleRecord } from '../../../local-store/local-records';
import type { ActionContext } from '../../data/actions/context';
import { removeEntry } from '../../data/actions/entries';
import { webLock } from '../../data/sync/web-lock';

/** How long a deletion waits in the outbox before it is sent, and Undo is offered: the toast's time. */
export const UNDO_MS = 8000;

/**
 * Deleting an entry (docs/product.md §4), as an outbox write that waits UNDO_MS before the sync
 * engine sends it (its `notBefore`, the same field a backoff sets): the entry goes from this
 * device at once, and Undo can still take the write back while the outbox holds it unsent. Going
 * online or opening the app sends it at once, as it does any write that waits.
 */
export function removeEntryWithUndo(entryId: string, ctx: ActionContext): Mutation {
  return { ...removeEntry(entryId, ctx), notBefore: ctx.now + UNDO_MS };
}

/**
 * Takes back a write the outbox still holds and has never tried to send, and shows its record as
 * it was without it; false when it is too late (sent, being sent, tried once, or handed to the
 * service worker's queue, which would send it anyway). It runs under the sync engine's lock
 * (data/sync/web-lock.ts), so no send of it is on its way meanwhile, in this tab or another.
 */
export function cancelUnsent(
  db: RitualDb,
  mutationId: string,
  withLock: <T>(work: () => Promise<T>) => Promise<T> = webLock(),
): Promise<boolean> {
  return withLock(() =>
    db.transaction('rw', db.tables, async () => {
      const row = await db.outbox.where('id').equals(mutationId).first();
      if (!row || row.seq === undefined || row.held || row.attempts > 0) return false;
      await db.outbox.delete(row.seq);
      const state = await db.pendingRecords.get(pendingKey(row.kind, row.recordId));
      if (state)
        await settleRecord(db, {
          ...state,
          pending: state.pending.filter((id) => id !== mutationId),
        });
      return true;
    }),
  );
}
