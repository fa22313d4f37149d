import type { Comment } from '../../../contract/comments';
import type { Local, RitualDb } from '../../../local-store/db';
import { oldestFirst } from './order';

/** An entry's comments, oldest first, as GET /entries/{id}/comments answers. */
export async function entryComments(db: RitualDb, entryId: string): Promise<Local<Comment>[]> {
  const comments = await db.comments.where('entry_id').equals(entryId).toArray();
  return comments.sort(oldestFirst);
}
