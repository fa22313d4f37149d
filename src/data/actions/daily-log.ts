import type { LogItem } from '../../../contract/daily-log';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { iso, mutation, newId, type ActionContext } from './context';

/** Adds a journal to the end of the daily log (`position` is the next free one, from the page). */
export function addToLog(journalId: string, position: number, ctx: ActionContext): Mutation {
  const id = newId(ctx);
  const record: LogItem = {
    id,
    journal_id: journalId,
    position,
    reminder: null,
    created_at: iso(ctx.now),
    last_modified: iso(ctx.now),
  };
  return mutation(ctx, {
    id,
    kind: 'log_item',
    recordId: id,
    patch: { op: 'create', record },
    write: write('log.add', { id: journalId }, { id }),
  });
}

export function removeFromLog(
  item: Pick<LogItem, 'id' | 'journal_id'>,
  ctx: ActionContext,
): Mutation {
  return mutation(ctx, {
    kind: 'log_item',
    recordId: item.id,
    patch: { op: 'delete' },
    write: write('log.remove', { id: item.journal_id }),
  });
}

/**
 * Puts the daily log in `order` (its items, as the person arranged them): a mutation for each
 * item whose position changes, so every moved row shows its new place at once and keeps it
 * through a pull (local-store/rebase.ts applies each on top of the server's copy). Each carries
 * the whole order, as POST /users/log takes it: the first to arrive reorders the log, the rest
 * find it so. Nothing moved, nothing to send: an empty list.
 */
export function reorderLog(
  order: readonly Pick<LogItem, 'id' | 'journal_id' | 'position'>[],
  ctx: ActionContext,
): Mutation[] {
  const journals = order.map((item) => item.journal_id);
  return order.flatMap((item, position) =>
    item.position === position
      ? []
      : [
          mutation(ctx, {
            kind: 'log_item',
            recordId: item.id,
            patch: { op: 'update', fields: { position } },
            write: write('log.reorder', {}, { order: journals }),
          }),
        ],
  );
}
