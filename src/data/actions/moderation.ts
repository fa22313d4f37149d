import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
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
    write: write(
      kind === 'entry' ? 'entry.moderate' : 'journal.moderate',
      { id: recordId },
      { hidden },
    ),
  });
}
