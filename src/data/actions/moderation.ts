import type { Mutation } from '../../../contract/outbox';
import { mutation, type ActionContext } from './context';

/**
 * An administrator hides (or restores) an entry or a journal. The server answers with the record
 * as an admin sees it, which becomes its base; others lose it on their next pull.
 */
export function moderate(
  kind: 'entry' | 'journal',
  recordId: string,
  hidden: boolean,
  ctx: ActionContext,
): Mutation {
  return mutation(ctx, {
    kind,
    recordId,
    patch: { op: 'update', fields: { hidden } },
    method: 'POST',
    path: `${kind === 'entry' ? 'entries' : 'journals'}/${recordId}/moderate`,
    json: { hidden },
  });
}
