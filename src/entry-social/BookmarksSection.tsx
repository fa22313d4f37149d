import { entryPath } from '../screens/entry-parts/entry-path';
import { EntryCard } from '../screens/parts/EntryCard';
import { useBookmarks } from '../hooks/data/useBookmarks';
import { useJournalsByIds } from '../hooks/data/useJournalsByIds';
import './entry-social.css';

/** The signed-in user's bookmarked entries, newest bookmark first, from this device's store. */
export function BookmarksSection() {
  const bookmarks = useBookmarks();
  const journals = useJournalsByIds(
    (bookmarks ?? []).flatMap((bookmark) => (bookmark.entry ? [bookmark.entry.journal_id] : [])),
  );
  // Nothing to find yet: no empty section on the page that mounts this.
  if (bookmarks === undefined || journals === undefined || bookmarks.length === 0) return null;

  return (
    <section aria-labelledby="bookmarks-heading" className="entry-list entry-social__bookmarks">
      <h2 id="bookmarks-heading">Bookmarks</h2>
      {bookmarks.map(({ id, entry }) => {
        if (!entry)
          return (
            <p key={id} className="entry-social__missing">
              A bookmarked entry that is not on this device.
            </p>
          );
        const journal = journals.get(entry.journal_id);
        return (
          <EntryCard
            key={id}
            entry={entry}
            journalTitle={journal?.title}
            href={journal ? entryPath(journal, entry.id) : undefined}
          />
        );
      })}
    </section>
  );
}
