import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { iso, mutation, type ActionContext } from './context';

type Answer = 'accept' | 'deny';
const STATUS = { accept: 'accepted', deny: 'denied' } as const;

/**
 * The invitee's answer. Shown at once (the invitation leaves the pending list); after an accept
 * the journal and its entries arrive with the next pull.
 */
export function answerInvitation(
  invitationId: string,
  answer: Answer,
  ctx: ActionContext,
): Mutation {
  return mutation(ctx, {
    kind: 'invitation',
    recordId: invitationId,
    patch: { op: 'update', fields: { status: STATUS[answer], last_modified: iso(ctx.now) } },
    write: write(answer === 'accept' ? 'invitation.accept' : 'invitation.deny', {
      id: invitationId,
    }),
  });
}

/** The owner withdraws a pending invitation (or the invitee dismisses it). */
export function withdrawInvitation(invitationId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'invitation',
    recordId: invitationId,
    patch: { op: 'delete' },
    write: write('invitation.delete', { id: invitationId }),
  });
}
