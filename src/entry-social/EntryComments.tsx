import type { Entry } from '../../contract/entries';
import type { Journal } from '../../contract/journals';
import type { Local } from '../../local-store/db';
import { useAuth } from '../app/useAuth';
import { useComments } from '../hooks/data/useComments';
import { isAdmin } from '../moderation/is-admin';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import './entry-social.css';
import { useSeenComments } from './useSeenComments';

/**
 * An entry's comments, oldest first, and the composer. A comment's author edits it; its author,
 * the entry's author, the journal's owner or an admin may delete it (as the server allows).
 */
export function EntryComments({ entry, journal }: { entry: Local<Entry>; journal: Journal }) {
  const { user, userId } = useAuth();
  const comments = useComments(entry.id);
  useSeenComments(entry.id, entry.$seen !== undefined);
  const moderates =
    userId !== null && (entry.user_id === userId || journal.user_id === userId || isAdmin(user));

  return (
    <section id="comments" className="entry-social__comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments</h2>
      {comments?.length === 0 && <p>No comments yet.</p>}
      {comments && comments.length > 0 && (
        <ul className="entry-social__comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              canEdit={comment.user_id === userId}
              canDelete={comment.user_id === userId || moderates}
            />
          ))}
        </ul>
      )}
      {userId !== null && <CommentComposer entry={entry} />}
    </section>
  );
}
