import { Bookmark as BookmarkIcon } from 'lucide-react';
import { useState } from 'react';
import type { Bookmark } from '../../contract/bookmarks';
import { useWrite } from '../app/useWrite';
import { Button } from '../components/Button';
import { IconButton } from '../components/IconButton';
import { addBookmark, removeBookmark } from '../data/actions/bookmarks';

/**
 * 'Bookmark' / 'Remove bookmark' on an entry (aria-pressed), its icon filled while it is kept: an
 * icon alone on a card, with its words on the entry's own page. Written on this device at once and
 * sent when there is a connection, like every other change.
 */
export function BookmarkToggle({
  entryId,
  bookmark,
  compact = false,
}: {
  entryId: string;
  /** the user's bookmark on the entry, null when there is none */
  bookmark: Pick<Bookmark, 'id'> | null;
  /** the icon alone (a card's footer) */
  compact?: boolean;
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

  const name = pressed ? 'Remove bookmark' : 'Bookmark';
  const icon = <BookmarkIcon aria-hidden="true" fill={pressed ? 'currentColor' : 'none'} />;
  return (
    <>
      {compact ? (
        <IconButton
          className="entry-social__bookmark"
          label={name}
          aria-pressed={pressed}
          icon={icon}
          onClick={toggle}
        />
      ) : (
        <Button
          variant="ghost"
          className="entry-social__bookmark"
          aria-pressed={pressed}
          icon={icon}
          onClick={toggle}
        >
          {name}
        </Button>
      )}
      {error && (
        <span className="entry-social__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
