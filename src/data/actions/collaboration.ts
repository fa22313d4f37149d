import type { Journal } from '../../../contract/journals';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { mutation, type ActionContext } from './context';

/**
 * The owner removes a collaborator. The journal shows them gone at once; the server answers
 * 204, so the next pull brings the journal as it stands.
 */
export function removeCollaborator(journal: Journal, userId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'journal',
    recordId: journal.id,
    patch: {
      op: 'update',
      fields: { collaborators: journal.collaborators.filter((user) => user.id !== userId) },
    },
    write: write('collaborator.remove', { id: journal.id, userId }),
  });
}
