import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { AuthContext } from '../app/auth-context';
import { LocalStoreContext } from '../data/local-store-context';
import { useCommentCount } from '../hooks/data/useCommentCount';
import { useEntryBookmark } from '../hooks/data/useEntryBookmark';
import { BookmarkToggle } from './BookmarkToggle';
import './entry-social.css';
import { useViewFlags } from './useViewFlags';

const commentsText = (count: number) => (count === 1 ? '1 comment' : `${count} comments`);

/**
 * A card's foot: the comment count and, as the view flags say, the bookmark button and a link to
 * the comments. Nothing where there is no signed-in store (a card rendered on its own).
 */
export function EntryCardSocial({ entryId, href }: { entryId: string; href?: string }) {
  const store = useContext(LocalStoreContext);
  const auth = useContext(AuthContext);
  if (!store || !auth?.userId) return null;
  return <SocialBar entryId={entryId} href={href} />;
}

function SocialBar({ entryId, href }: { entryId: string; href?: string }) {
  const [flags] = useViewFlags();
  const count = useCommentCount(entryId) ?? 0;
  const bookmark = useEntryBookmark(entryId);
  const showLink = flags.comments && href !== undefined;
  if (count === 0 && !showLink && !flags.bookmarks) return null;

  return (
    <footer className="entry-social__bar">
      {showLink ? (
        <Link className="entry-social__comments-link" to={`${href}#comments`}>
          {count === 0 ? 'Comment' : commentsText(count)}
        </Link>
      ) : (
        count > 0 && <span className="entry-social__count">{commentsText(count)}</span>
      )}
      {flags.bookmarks && bookmark !== undefined && (
        <BookmarkToggle entryId={entryId} bookmark={bookmark} />
      )}
    </footer>
  );
}
