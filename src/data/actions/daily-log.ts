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
