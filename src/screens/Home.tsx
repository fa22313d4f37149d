import { Link } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { PendingInvitations } from '../collaboration/PendingInvitations';
import { BookmarksSection } from '../entry-social/BookmarksSection';
import { ExploreSection } from '../discovery/ExploreSection';
import { useWritableJournals } from '../hooks/data/useWritableJournals';
import { EntryCard } from './parts/EntryCard';
import { JournalIcon } from './parts/JournalIcon';
import { journalPath } from './parts/journal-path';
import { useLatestEntries } from './parts/useLatestEntries';

const LATEST = 20;

/**
 * /home: the user's journals and the latest entries across them, from this device's store; while
 * they have no entries yet, public journals to explore below.
 */
export function Home() {
  const { userId } = useAuth();
  const journals = useWritableJournals(userId ?? '');
  const latest = useLatestEntries(journals?.map((journal) => journal.id) ?? [], LATEST);
  if (journals === undefined) return <main className="screen" aria-busy="true" />;
  const titles = new Map(journals.map((journal) => [journal.id, journal.title]));
  const noEntriesYet = latest?.length === 0;

  return (
    <main className="screen home-screen">
      <h1>Home</h1>
      <PendingInvitations />
      {journals.length === 0 ? (
        <section className="empty-state">
          <p>You have no journals yet. Start one to keep your first entries.</p>
          <Link className="button-link" to="/create-journal">
            New Journal
          </Link>
        </section>
      ) : (
        <>
          <nav aria-label="Your journals" className="journal-list">
            <h2>Your journals</h2>
            <ul>
              {journals.map((journal) => (
                <li key={journal.id}>
                  <Link className="journal-list__link" to={journalPath(journal)}>
                    <JournalIcon journal={journal} size="small" />
                    <span className="journal-list__title">{journal.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="latest-entries" className="entry-list">
            <h2 id="latest-entries">Latest entries</h2>
            {latest?.length === 0 && <p>No entries yet.</p>}
            {latest?.map((entry) => (
              <EntryCard key={entry.id} entry={entry} journalTitle={titles.get(entry.journal_id)} />
            ))}
          </section>
        </>
      )}
      <BookmarksSection />
      {noEntriesYet && <ExploreSection />}
    </main>
  );
}
