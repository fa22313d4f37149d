import { useEntryBookmark } from '../hooks/data/useEntryBookmark';
import { BookmarkToggle } from './BookmarkToggle';
import './entry-social.css';

/** The entry view's bookmark button, whatever the card flags say. */
export function EntryBookmark({ entryId }: { entryId: string }) {
  const bookmark = useEntryBookmark(entryId);
  if (bookmark === undefined) return null;
  return <BookmarkToggle entryId={entryId} bookmark={bookmark} />;
}
