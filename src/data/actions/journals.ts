import { journalSlug, type Journal } from '../../../contract/journals';
import type { Mutation } from '../../../contract/outbox';
import { iso, mutation, newId, type ActionContext } from './context';

export interface NewJournal {
  title: string;
  description?: string;
  private?: boolean;
}

/** A journal made on this device: its address is known at once (the server may add -2). */
export function newJournal(input: NewJournal, ctx: ActionContext): Mutation {
  const id = newId(ctx);
  const record: Journal = {
    id,
    slug: journalSlug(input.title),
    title: input.title,
    description: input.description ?? '',
    user_id: ctx.user.id,
    user: ctx.user,
    private: input.private ?? false,
    open: false,
    icon: null,
    collaborators: [],
    share_key: null,
    hidden: false,
    created_at: iso(ctx.now),
    last_modified: iso(ctx.now),
  };
  return mutation(ctx, {
    id,
    kind: 'journal',
    recordId: id,
    patch: { op: 'create', record },
    method: 'POST',
    path: 'journals',
    json: { id, ...input, last_modified: ctx.now },
  });
}

export type JournalEdit = Partial<Pick<Journal, 'title' | 'description' | 'private' | 'open'>>;

export function editJournal(journalId: string, fields: JournalEdit, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'journal',
    recordId: journalId,
    patch: { op: 'update', fields: { ...fields, last_modified: iso(ctx.now) } },
    method: 'POST',
    path: `journals/${journalId}`,
    json: { ...fields, last_modified: ctx.now },
  });
}

export function removeJournal(journalId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'journal',
    recordId: journalId,
    patch: { op: 'delete' },
    method: 'DELETE',
    path: `journals/${journalId}`,
  });
}
