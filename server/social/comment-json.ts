import type { Comment } from '../../contract/comments.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { rowsById } from '../db/rows-by-id.js';
import { userRef } from '../account/user-json.js';
import type { CommentRow } from '../db/rows.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Comments as the API shows them; `journalId` is the journal of the comment's entry. */
export async function presentComments(
  deps: AppDeps,
  store: Store,
  rows: readonly { comment: CommentRow; journalId: string }[],
): Promise<Comment[]> {
  const authors = await rowsById(
    store,
    'users',
    rows.map((row) => row.comment.userId),
  );
  return rows.map(({ comment, journalId }) => {
    const author = authors.get(comment.userId);
    if (!author) throw new Error(`comment ${comment.id} lost its author`);
    return {
      id: comment.id,
      entry_id: comment.entryId,
      journal_id: journalId,
      user_id: comment.userId,
      user: userRef(deps, author),
      value: comment.value,
      created_at: iso(comment.createdAt),
      last_modified: iso(comment.lastModified),
    };
  });
}
