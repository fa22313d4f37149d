import type { Invitation } from '../../../contract/invitations';
import type { Journal } from '../../../contract/journals';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { iso, mutation, newId, type ActionContext } from './context';

type UserRef = Invitation['invitee'];

/**
 * The owner invites a user to collaborate. The server chooses the invitation's id, so the local
 * copy shown meanwhile is replaced by the server's on the pull that follows the send.
 */
export function inviteUser(journal: Journal, invitee: UserRef, ctx: ActionContext): Mutation {
  const id = newId(ctx);
  const record: Invitation = {
    id,
    journal_id: journal.id,
    journal: { id: journal.id, slug: journal.slug, title: journal.title },
    owner: journal.user,
    inviter: ctx.user,
    invitee,
    status: 'pending',
    created_at: iso(ctx.now),
    last_modified: iso(ctx.now),
  };
  return mutation(ctx, {
    id,
    kind: 'invitation',
    recordId: id,
    patch: { op: 'create', record },
    write: write('collaborator.invite', { id: journal.id, userId: invitee.id }),
  });
}
