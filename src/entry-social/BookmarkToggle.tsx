import { useState } from 'react';
import type { Bookmark } from '../../contract/bookmarks';
import { useWrite } from '../app/useWrite';
import { addBookmark, removeBookmark } from '../data/actions/bookmarks';

/**
 * 'Bookmark' / 'Remove bookmark' on an entry (aria-pressed). Written on this device at once and
 * sent when there is a connection, like every other change.
 */
export function BookmarkToggle({
  entryId,
  bookmark,
}: {
  entryId: string;
  /** the user's bookmark on the entry, null when there is none */
  bookmark: Pick<Bookmark, 'id'> | null;
}) {
  const write = useWrite();
  const [error, setError] = useState<string | null>(null);
  const pressed = bookmark !== null;

  function toggle() {
    setError(null);
    write((ctx) => (bookmark ? removeBookmark(bookmark.id, ctx) : addBookmark(entryId, ctx))).catch(
      (failure: Error) => setError(failure.message),
    );
  }

  return (
    <>
      <button
        type="button"
        className="entry-social__bookmark"
        aria-pressed={pressed}
        onClick={toggle}
      >
        {pressed ? 'Remove bookmark' : 'Bookmark'}
      </button>
      {error && (
        <span className="entry-social__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
