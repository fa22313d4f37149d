import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useJournal } from '../hooks/data/useJournal';
import { useJournalEntries } from '../hooks/data/useJournalEntries';
import { useAuth } from '../app/useAuth';
import { entryPath } from './entry-parts/entry-path';
import { journalPath } from './parts/journal-path';
import { DailyLogToggle } from './parts/DailyLogToggle';
import { EntryCard } from './parts/EntryCard';
import { JournalIcon } from './parts/JournalIcon';
import { useGrowingLimit } from './parts/useGrowingLimit';

/** Entries per screenful: the first screen reads only these from the index, and so does each scroll. */
const PAGE = 30;

/**
 * /:slug/:journal: a journal and its entries, newest first, as this device holds them; more load
 * as the reader scrolls towards the end.
 */
export function JournalPage() {
  const { slug = '', journal: journalSlug = '' } = useParams();
  const journal = useJournal({ user: slug, slug: journalSlug });
  const [hasMore, setHasMore] = useState(false);
  const { limit, sentinel } = useGrowingLimit(PAGE, hasMore);
  const entries = useJournalEntries(journal?.id ?? '', limit);
  const full = entries !== undefined && entries.length >= limit;
  if (full !== hasMore) setHasMore(full);
  const { user } = useAuth();
  if (journal === undefined) return <main className="screen" aria-busy="true" />;
  if (journal === null)
    return (
      <main className="screen">
        <h1>Journal not found</h1>
        <p>
          The journal {journalSlug} of {slug} could not be found on this device.
        </p>
      </main>
    );

  return (
    <main className="screen journal-screen">
      <header className="journal-screen__header">
        <JournalIcon journal={journal} size="large" />
        <h1>{journal.title}</h1>
        {journal.private && <span className="journal-screen__private">Private</span>}
        <div className="journal-screen__actions">
          <Link className="button-link" to={`/push?journal=${journal.id}`}>
            Add Entry
          </Link>
          <DailyLogToggle journal={journal} />
          <Link className="button-link" to={`${journalPath(journal)}/grid`}>
            Grid
          </Link>
          {user?.id === journal.user_id && (
            <Link className="button-link" to={`${journalPath(journal)}/settings`}>
              Settings
            </Link>
          )}
        </div>
      </header>
      <section aria-label="Entries" className="entry-list">
        {entries?.length === 0 && <p>No entries yet.</p>}
        {entries?.map((entry) => (
          <EntryCard key={entry.id} entry={entry} href={entryPath(journal, entry.id)} />
        ))}
        {hasMore && <div ref={sentinel} className="entry-list__more" aria-hidden="true" />}
      </section>
    </main>
  );
}
