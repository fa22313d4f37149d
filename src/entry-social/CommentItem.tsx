import { useState, type FormEvent } from 'react';
import { MAX_COMMENT_LENGTH, type Comment } from '../../contract/comments';
import { useWrite } from '../app/useWrite';
import { Button } from '../components/Button';
import { useConfirm } from '../components/useConfirm';
import { editComment, removeComment } from '../data/actions/comments';
import { formatExact, formatWhen } from '../dates/when';

/** One comment: author, time and text; its author edits it, and who may deletes it. */
export function CommentItem({
  comment,
  canEdit,
  canDelete,
}: {
  comment: Comment;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const write = useWrite();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = `Comment by ${comment.user.ritual_user}`;

  function save(event: FormEvent) {
    event.preventDefault();
    const text = (draft ?? '').trim();
    if (text === '') return setError('Please write a comment.');
    setError(null);
    write((ctx) => editComment(comment.id, text, ctx))
      .then(() => setDraft(null))
      .catch((failure: Error) => setError(failure.message));
  }

  async function remove() {
    const sure = await confirm({
      title: 'Delete this comment?',
      message: 'Nobody will see it again. This cannot be undone.',
      confirmLabel: 'Delete comment',
      danger: true,
    });
    if (!sure) return;
    setError(null);
    write((ctx) => removeComment(comment.id, ctx)).catch((failure: Error) =>
      setError(failure.message),
    );
  }

  return (
    <li className="entry-social__comment" aria-label={label}>
      <p className="entry-social__comment-meta">
        <strong>{comment.user.ritual_user}</strong>{' '}
        <time dateTime={comment.created_at} title={formatExact(comment.created_at)}>
          {formatWhen(comment.created_at)}
        </time>
      </p>
      {draft === null ? (
        <p className="entry-social__comment-text">{comment.value}</p>
      ) : (
        <form aria-label="Edit comment" onSubmit={save}>
          <label>
            Comment
            <textarea
              value={draft}
              maxLength={MAX_COMMENT_LENGTH}
              rows={2}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          <div className="entry-social__row">
            <Button type="submit" variant="primary" size="small">
              Save comment
            </Button>
            <Button variant="ghost" size="small" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {draft === null && (canEdit || canDelete) && (
        <div className="entry-social__row">
          {canEdit && (
            <Button variant="ghost" size="small" onClick={() => setDraft(comment.value)}>
              Edit comment
            </Button>
          )}
          {canDelete && (
            <Button variant="ghost" size="small" onClick={() => void remove()}>
              Delete comment
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
