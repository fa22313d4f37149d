import type { Entry } from '../../../contract/entries';
import type { Mutation } from '../../../contract/outbox';
import { write, type WriteBodies } from '../../../contract/writes';
import type { StoredBlob } from '../../../local-store/db';
import { iso, mutation, newId, type ActionContext } from './context';

export interface NewEntry {
  journal_id: string;
  notes?: string;
  streakDate?: string | null;
  private?: boolean;
}

function entryRecord(id: string, input: NewEntry, ctx: ActionContext, type: Entry['type']): Entry {
  return {
    id,
    journal_id: input.journal_id,
    user_id: ctx.user.id,
    user: ctx.user,
    type,
    notes: input.notes ?? '',
    file: null,
    link: null,
    original_link: null,
    preview_link: null,
    audio_cover: null,
    audio: type === 'audio',
    pcm: null,
    streakDate: input.streakDate ?? null,
    private: input.private ?? false,
    hidden: false,
    created_at: iso(ctx.now),
    last_modified: iso(ctx.now),
  };
}

export function newTextEntry(input: NewEntry, ctx: ActionContext): Mutation {
  const id = newId(ctx);
  return mutation(ctx, {
    id,
    kind: 'entry',
    recordId: id,
    patch: { op: 'create', record: entryRecord(id, input, ctx, 'text') },
    write: write('entry.create', {}, { id, ...input, last_modified: ctx.now }),
  });
}

/**
 * An entry on this device may carry the cover picture of its recording that the server does not
 * have yet: the id of that picture in `db.blobs`. `audio_cover` stays null until the server's
 * answer (the entry with its cover's address) replaces the record; an object URL would not
 * outlive the page, so the picture is drawn from the blob.
 */
export type EntryWithPendingCover = Entry & { $coverBlob?: string };

/** Where an entry's cover waits beside its main file, which is kept under the entry's own id. */
export const coverBlobId = (entryId: string) => `${entryId}/audio_cover`;

export interface NewMediaEntry extends NewEntry {
  file: Blob;
  name: string;
  type: 'image' | 'video' | 'audio';
  pcm?: number[];
  /** a recording's cover picture (only audio entries have one) */
  cover?: { file: Blob; name: string };
}

/**
 * An entry with a photo, video or recording, and a recording's cover picture: the files wait in
 * IndexedDB (returned beside the mutation, for SyncEngine.write) until the server has them, and
 * go as the form's `file` and `audio_cover` parts (docs/product.md §7).
 */
export function newMediaEntry(
  input: NewMediaEntry,
  ctx: ActionContext,
): { mutation: Mutation; blobs: StoredBlob[] } {
  const id = newId(ctx);
  const cover = input.type === 'audio' ? input.cover : undefined;
  const record: EntryWithPendingCover = {
    ...entryRecord(id, input, ctx, input.type),
    pcm: input.pcm ?? null,
    ...(cover ? { $coverBlob: coverBlobId(id) } : {}),
  };
  const form: WriteBodies['entry.upload'] = {
    id,
    journal_id: input.journal_id,
    notes: input.notes ?? '',
    last_modified: String(ctx.now),
    private: input.private ? 'true' : 'false',
    ...(input.streakDate ? { streakDate: input.streakDate } : {}),
    ...(input.pcm ? { pcm: JSON.stringify(input.pcm) } : {}),
  };
  return {
    mutation: mutation(ctx, {
      id,
      kind: 'entry',
      recordId: id,
      patch: { op: 'create', record },
      write: write('entry.upload', {}, form),
      files: [
        { field: 'file', blobId: id, name: input.name },
        ...(cover ? [{ field: 'audio_cover', blobId: coverBlobId(id), name: cover.name }] : []),
      ],
    }),
    blobs: [
      { id, blob: input.file },
      ...(cover ? [{ id: coverBlobId(id), blob: cover.file }] : []),
    ],
  };
}

export type EntryEdit = Partial<Pick<Entry, 'notes' | 'streakDate' | 'private'>>;

export function editEntry(entryId: string, fields: EntryEdit, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'entry',
    recordId: entryId,
    patch: { op: 'update', fields: { ...fields, last_modified: iso(ctx.now) } },
    write: write('entry.update', { id: entryId }, { ...fields, last_modified: ctx.now }),
  });
}

export function removeEntry(entryId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'entry',
    recordId: entryId,
    patch: { op: 'delete' },
    write: write('entry.delete', { id: entryId }),
  });
}

export function moveEntry(entryId: string, journalId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'entry',
    recordId: entryId,
    patch: { op: 'update', fields: { journal_id: journalId, last_modified: iso(ctx.now) } },
    write: write('entry.move', { id: entryId, journalId }, { last_modified: ctx.now }),
  });
}
