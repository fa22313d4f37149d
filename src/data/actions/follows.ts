import type { Journal } from '../../../contract/journals';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import type { Shadow } from '../../../contract/shadows';
import { iso, mutation, type ActionContext } from './context';

/** Follows ("shadows") a journal; the shadow's record id is the journal's. */
export function follow(journal: Journal, ctx: ActionContext): Mutation {
  const record: Shadow = {
    journal_id: journal.id,
    journal,
    newEntries: 0,
    created_at: iso(ctx.now),
    last_seen_at: iso(ctx.now),
  };
  return mutation(ctx, {
    kind: 'shadow',
    recordId: journal.id,
    patch: { op: 'create', record },
    write: write('journal.follow', { id: journal.id }),
  });
}

export function unfollow(journalId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'shadow',
    recordId: journalId,
    patch: { op: 'delete' },
    write: write('journal.unfollow', { id: journalId }),
  });
}
