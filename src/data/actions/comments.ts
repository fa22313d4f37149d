import type { Comment } from '../../../contract/comments';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { iso, mutation, newId, type ActionContext } from './context';

export function newComment(
  input: { entry_id: string; journal_id: string; value: string },
  ctx: ActionContext,
): Mutation {
  const id = newId(ctx);
  const record: Comment = {
    id,
    entry_id: input.entry_id,
    journal_id: input.journal_id,
    user_id: ctx.user.id,
    user: ctx.user,
    value: input.value,
    created_at: iso(ctx.now),
    last_modified: iso(ctx.now),
  };
  return mutation(ctx, {
    id,
    kind: 'comment',
    recordId: id,
    patch: { op: 'create', record },
    write: write(
      'comment.create',
      {},
      { id, entry_id: input.entry_id, value: input.value, last_modified: ctx.now },
    ),
  });
}

export function editComment(commentId: string, value: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'comment',
    recordId: commentId,
    patch: { op: 'update', fields: { value, last_modified: iso(ctx.now) } },
    write: write('comment.update', { id: commentId }, { value, last_modified: ctx.now }),
  });
}

export function removeComment(commentId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'comment',
    recordId: commentId,
    patch: { op: 'delete' },
    write: write('comment.delete', { id: commentId }),
  });
}
