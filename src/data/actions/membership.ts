import type { Journal } from '../../../contract/journals';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { mutation, type ActionContext } from './context';

/**
 * Joins an open journal (POST /journals/{id}/join): the journal shows the user among its
 * collaborators at once; the next pull brings it whole, as a journal the user syncs. No
 * last_modified in the patch: membership is not an edit of the journal and never loses to one.
 */
export function joinJournal(journal: Journal, ctx: ActionContext): Mutation {
  const others = journal.collaborators.filter((person) => person.id !== ctx.user.id);
  return mutation(ctx, {
    kind: 'journal',
    recordId: journal.id,
    patch: { op: 'update', fields: { collaborators: [...others, ctx.user] } },
    write: write('journal.join', { id: journal.id }),
  });
}

/** Stops collaborating on a journal (POST /journals/{id}/leave); the pull then takes it away. */
export function leaveJournal(journal: Journal, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'journal',
    recordId: journal.id,
    patch: {
      op: 'update',
      fields: { collaborators: journal.collaborators.filter((p) => p.id !== ctx.user.id) },
    },
    write: write('journal.leave', { id: journal.id }),
  });
}
