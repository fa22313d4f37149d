import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { canReadEntry } from '../journals/access.js';
import { editTime, newRecordId } from '../sync/client-ids.js';
import { entryDeleted, loadEntryFor } from '../entries/entries.js';
import { entryWithAccess } from '../entries/entry-queries.js';
import { journalScope, recordChanges } from '../sync/sync-log.js';
import type { UserRow, CommentRow } from '../db/rows.js';
import { conflict, forbidden, gone, notFound } from '../errors.js';

interface NewComment {
  id?: string | undefined;
  entry_id: string;
  value: string;
  last_modified?: number | undefined;
}

interface CommentEdit {
  value: string;
  last_modified?: number | undefined;
}

/** A comment and the journal it now lives in (its entry's), as the presenter needs them. */
export interface PlacedComment {
  comment: CommentRow;
  journalId: string;
}

const commentDeleted = () => gone('This comment was deleted.');

const findComment = async ({ db, t }: Store, id: string) =>
  (await db.select().from(t.comments).where(eq(t.comments.id, id)))[0];

/**
 * A comment with its entry and the user's rights on the entry's journal. Whoever cannot read the
 * entry learns nothing (404); `entryGone` tells those who knew the entry that it was deleted.
 */
async function loadCommentFor(store: Store, user: UserRow, commentId: string) {
  const comment = await findComment(store, commentId);
  if (!comment) throw notFound();
  const { entry, access } = await entryWithAccess(store, user, comment.entryId);
  if (entry.deletedAt !== null) {
    const knewIt = comment.userId === user.id || entry.userId === user.id || access.isMember;
    if (!knewIt && !access.isAdmin) throw notFound();
    return { comment, entry, access, entryGone: true };
  }
  if (!canReadEntry(access, user, entry)) throw notFound();
  return { comment, entry, access, entryGone: false };
}

/**
 * Anyone signed in who may read the entry may comment on it. Returns `created: false` when the
 * user already holds this id (a replay); someone else's id is a conflict.
 */
export async function createComment(
  deps: AppDeps,
  user: UserRow,
  input: NewComment,
): Promise<PlacedComment & { created: boolean }> {
  const now = deps.now();
  const { id, createdAt } = newRecordId(input.id, now);
  return deps.database.transaction(async (tx) => {
    const replay = async () => {
      const existing = await findComment(tx, id);
      if (!existing) return undefined;
      if (existing.userId !== user.id) throw conflict('A comment with this id already exists.');
      if (existing.deletedAt !== null) throw commentDeleted();
      const { entry } = await entryWithAccess(tx, user, existing.entryId);
      return { comment: existing, journalId: entry.journalId, created: false };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    const { entry, deleted } = await loadEntryFor(tx, user, input.entry_id);
    if (deleted) throw entryDeleted();
    const [comment] = await tx.db
      .insert(tx.t.comments)
      .values({
        id,
        entryId: entry.id,
        userId: user.id,
        value: input.value,
        createdAt,
        lastModified: editTime(input.last_modified, now),
      })
      .onConflictDoNothing()
      .returning();
    // Another request created this id between our look and our insert: answer as a replay.
    if (!comment) return (await replay())!;
    await recordChanges(tx, [{ kind: 'comment', id, scope: journalScope(entry.journalId) }]);
    return { comment, journalId: entry.journalId, created: true };
  });
}

/** docs/decisions.md #6: only the author edits; an edit older than the stored one leaves the comment as it is. */
export async function updateComment(
  deps: AppDeps,
  user: UserRow,
  commentId: string,
  input: CommentEdit,
): Promise<PlacedComment & { applied: boolean }> {
  return deps.database.transaction(async (tx) => {
    const { comment, entry, entryGone } = await loadCommentFor(tx, user, commentId);
    if (entryGone) throw entryDeleted();
    if (comment.userId !== user.id) throw forbidden('Only the author can edit this comment.');
    if (comment.deletedAt !== null) throw commentDeleted();
    const lastModified = editTime(input.last_modified, deps.now());
    if (lastModified < comment.lastModified)
      return { comment, journalId: entry.journalId, applied: false };
    const [updated] = await tx.db
      .update(tx.t.comments)
      .set({ value: input.value, lastModified })
      // Checked again as it writes: on PostgreSQL a newer edit or a delete may have committed since
      // the read above, and must not be overwritten (docs/decisions.md #6).
      .where(
        and(
          eq(tx.t.comments.id, comment.id),
          isNull(tx.t.comments.deletedAt),
          lte(tx.t.comments.lastModified, lastModified),
        ),
      )
      .returning();
    if (!updated) {
      const now = await loadCommentFor(tx, user, commentId);
      if (now.entryGone) throw entryDeleted();
      if (now.comment.deletedAt !== null) throw commentDeleted();
      return { comment: now.comment, journalId: now.entry.journalId, applied: false };
    }
    await recordChanges(tx, [
      { kind: 'comment', id: comment.id, scope: journalScope(entry.journalId) },
    ]);
    return { comment: updated, journalId: entry.journalId, applied: true };
  });
}

/**
 * The comment's author, the entry's author, the journal's owner and admins may delete a comment.
 * A delete wins over any edit and leaves a tombstone without content; deleting again changes nothing.
 */
export async function deleteComment(deps: AppDeps, user: UserRow, commentId: string) {
  await deps.database.transaction(async (tx) => {
    const { comment, entry, access, entryGone } = await loadCommentFor(tx, user, commentId);
    const mayDelete =
      comment.userId === user.id || entry.userId === user.id || access.isOwner || access.isAdmin;
    if (!mayDelete) {
      throw forbidden(
        'Only the comment’s author, the entry’s author or the journal’s owner can delete this comment.',
      );
    }
    // A deleted entry takes its comments with it: there is nothing left to delete.
    if (entryGone || comment.deletedAt !== null) return;
    const now = deps.now();
    await tx.db
      .update(tx.t.comments)
      .set({ deletedAt: now, lastModified: now, value: '' })
      .where(eq(tx.t.comments.id, comment.id));
    await recordChanges(tx, [
      { kind: 'comment', id: comment.id, scope: journalScope(entry.journalId) },
    ]);
  });
}
