import { journalSlug, type Journal } from '../../../contract/journals';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import type { StoredBlob } from '../../../local-store/db';
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
    private: input.private ?? true,
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
    write: write('journal.create', {}, { id, ...input, last_modified: ctx.now }),
  });
}

export type JournalEdit = Partial<Pick<Journal, 'title' | 'description' | 'private' | 'open'>>;

export function editJournal(journalId: string, fields: JournalEdit, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'journal',
    recordId: journalId,
    patch: { op: 'update', fields: { ...fields, last_modified: iso(ctx.now) } },
    write: write('journal.update', { id: journalId }, { ...fields, last_modified: ctx.now }),
  });
}

export function removeJournal(journalId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'journal',
    recordId: journalId,
    patch: { op: 'delete' },
    write: write('journal.delete', { id: journalId }),
  });
}

/**
 * A journal record on this device may carry the icon the user picked and the server does not have
 * yet: the id of its picture in `db.blobs`. `icon` stays the server's address (or null) until the
 * server answers; an object URL would not outlive the page, so the picture is drawn from the blob.
 */
export type JournalWithPendingIcon = Journal & { $iconBlob?: string };

/**
 * A new icon for the journal: the picture waits in IndexedDB and the record points at it at once;
 * the server's answer (the journal with its 512×512 icon URL) replaces both, and the blob goes.
 */
export function setJournalIcon(
  journalId: string,
  picture: { file: Blob; name: string },
  ctx: ActionContext,
): { mutation: Mutation; blobs: StoredBlob[] } {
  const id = newId(ctx);
  // No last_modified in the patch: the server always takes a new icon, so the local one must not
  // give way to a newer edit pulled meanwhile.
  const fields: Pick<JournalWithPendingIcon, '$iconBlob'> = { $iconBlob: id };
  return {
    mutation: mutation(ctx, {
      id,
      kind: 'journal',
      recordId: journalId,
      patch: { op: 'update', fields },
      write: write('journal.icon', { id: journalId }, {}),
      files: [{ field: 'file', blobId: id, name: picture.name }],
    }),
    blobs: [{ id, blob: picture.file }],
  };
}
