import { useState, type FormEvent } from 'react';
import { MAX_COMMENT_LENGTH } from '../../contract/comments';
import type { Entry } from '../../contract/entries';
import { useWrite } from '../app/useWrite';
import { newComment } from '../data/actions/comments';

/** docs/product.md §4's comment composer: it holds the entry it writes to; a comment made offline waits. */
export function CommentComposer({ entry }: { entry: Pick<Entry, 'id' | 'journal_id'> }) {
  const write = useWrite();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function post(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    if (text === '') return setError('Please write a comment.');
    setError(null);
    write((ctx) =>
      newComment({ entry_id: entry.id, journal_id: entry.journal_id, value: text }, ctx),
    )
      .then(() => setValue(''))
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <form className="entry-social__composer" aria-label="New comment" onSubmit={post}>
      <label>
        Comment
        <textarea
          value={value}
          maxLength={MAX_COMMENT_LENGTH}
          rows={2}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <div>
        <button type="submit">Post comment</button>
      </div>
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
