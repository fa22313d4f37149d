import { and, inArray, isNull } from 'drizzle-orm';
import { presentComments } from '../social/comment-json.js';
import { readableEntries } from '../entries/readable-entries.js';
import type { SyncPresenter } from './sync-presenter.js';

/**
 * Sync's view of comment records (see sync-presenter.ts): live comments on the entries sync gives
 * the user (in journals they own or collaborate on, and may still read). A deleted comment, or one
 * whose entry was deleted, hidden or moved out of those journals, is a tombstone.
 */
export const presentCommentsForSync: SyncPresenter<'comment'> = async (deps, store, user, ids) => {
  const { db, t } = store;
  const comments = await db
    .select()
    .from(t.comments)
    .where(and(inArray(t.comments.id, [...ids]), isNull(t.comments.deletedAt)));
  const entries = await readableEntries(
    store,
    user,
    comments.map((comment) => comment.entryId),
    { membersOnly: true },
  );
  const presented = await presentComments(
    deps,
    store,
    comments.flatMap((comment) => {
      const entry = entries.get(comment.entryId);
      return entry ? [{ comment, journalId: entry.journalId }] : [];
    }),
  );
  return new Map(presented.map((comment) => [comment.id, comment]));
};
