import type { Comment } from '../../contract/comments';
import { pendingKey, type RitualDb } from '../../local-store/db';

/**
 * Keeps the comments of an entry the user does not sync (someone else's public journal), read
 * from GET /entries/{id}/comments, so they open offline. Like seen pages: a synced comment or
 * one with unanswered mutations is the user's own truth and stays; with the whole list in hand
 * (`complete`), a seen comment the answer lacks is gone from the server and goes here too.
 */
export async function rememberEntryComments(
  db: RitualDb,
  entryId: string,
  comments: readonly Comment[],
  complete: boolean,
  now: number,
): Promise<void> {
  await db.transaction('rw', [db.comments, db.pendingRecords], async () => {
    const held = await db.comments.where('entry_id').equals(entryId).toArray();
    const pending = new Set(
      (await db.pendingRecords.bulkGet(held.map((c) => pendingKey('comment', c.id)))).flatMap(
        (row) => (row ? [row.recordId] : []),
      ),
    );
    const byId = new Map(held.map((comment) => [comment.id, comment]));
    const mayReplace = (id: string) => {
      const comment = byId.get(id);
      return !pending.has(id) && (comment === undefined || comment.$seen !== undefined);
    };
    const fresh = comments.filter((comment) => mayReplace(comment.id));
    await db.comments.bulkPut(fresh.map((comment) => ({ ...comment, $seen: now })));
    if (!complete) return;
    const answered = new Set(comments.map((comment) => comment.id));
    const gone = held.filter(
      (c) => c.$seen !== undefined && !answered.has(c.id) && mayReplace(c.id),
    );
    await db.comments.bulkDelete(gone.map((comment) => comment.id));
  });
}
