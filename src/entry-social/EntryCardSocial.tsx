import { MessageCircle } from 'lucide-react';
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
 * The social end of a card's footer: the comment count and, as the view flags in Settings say,
 * a link to the comments and the bookmark button. Nothing where there is no signed-in store (a
 * card rendered on its own).
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

  const icon = <MessageCircle aria-hidden="true" />;
  return (
    <span className="entry-social__bar">
      {showLink ? (
        <Link className="entry-social__comments-link" to={`${href}#comments`}>
          {icon}
          {count === 0 ? 'Comment' : commentsText(count)}
        </Link>
      ) : (
        count > 0 && (
          <span className="entry-social__count">
            {icon}
            {commentsText(count)}
          </span>
        )
      )}
      {flags.bookmarks && bookmark !== undefined && (
        <BookmarkToggle entryId={entryId} bookmark={bookmark} compact />
      )}
    </span>
  );
}
