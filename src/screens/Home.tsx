import { BookOpen, ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { PendingInvitations } from '../collaboration/PendingInvitations';
import { EmptyState } from '../components/EmptyState';
import { formatDay, formatExact } from '../dates/when';
import { BookmarksSection } from '../entry-social/BookmarksSection';
import { useWritableJournals } from '../hooks/data/useWritableJournals';
import './journal-pages.css';
import { DailyLogRows } from './parts/DailyLogRows';
import { DayGroups } from './parts/DayGroups';
import { CardAcrossJournals } from './parts/CardAcrossJournals';
import { JournalIcon } from './parts/JournalIcon';
import { journalPath } from './parts/journal-path';
import { useDailyWeek } from './parts/useDailyWeek';
import { useLatestEntries } from './parts/useLatestEntries';
import { useMinuteClock } from './parts/useMinuteClock';
import { PrivateBadge } from '../components/PrivateBadge';
import { OnThisDay } from './parts/OnThisDay';

const LATEST = 20;

// Public journals to explore are for someone without entries yet: the others never download them.
const ExploreSection = lazy(() =>
  import('../discovery/ExploreSection').then((m) => ({ default: m.ExploreSection })),
);

/**
 * /home, Today (docs/product.md §2): the day's date; the daily log, each journal with its streak,
 * its last seven days and Log, one tap from writing; the other journals; then the latest entries
 * across them under a heading per day. A first visit, with no journal yet, is led to make one and
 * to the examples; while there are no entries, public journals to explore come below.
 */
export function Home() {
  const { userId } = useAuth();
  const now = useMinuteClock();
  const journals = useWritableJournals(userId ?? '');
  const daily = useDailyWeek(now);
  const latest = useLatestEntries(journals?.map((journal) => journal.id) ?? [], LATEST);
  useDocumentTitle(formatDay(now, now));
  if (journals === undefined || daily === undefined)
    return <main className="screen today" aria-busy="true" />;
  const byId = new Map(journals.map((journal) => [journal.id, journal]));
  const logged = new Set(daily.log.map((item) => item.journal_id));
  const others = journals.filter((journal) => !logged.has(journal.id));
  const noEntriesYet = latest?.length === 0;

  return (
    <main className="screen today">
      <header className="today__head">
        <h1>{formatDay(now, now)}</h1>
        {/* The day in full: formatExact's date, without its time. */}
        <p className="today__date">{formatExact(now).split(' at ')[0]}</p>
      </header>
      <PendingInvitations />
      {journals.length === 0 ? (
        <EmptyState
          icon={<BookOpen />}
          title="You have no journals yet."
          body="Start one to keep your first entries: morning pages, a garden, an instrument you practise. Or see how others keep theirs."
          action={
            <div className="today__first-run">
              <Link className="btn btn--primary" to="/create-journal">
                <span className="btn__label">New Journal</span>
              </Link>
              <Link className="btn btn--ghost" to="/examples">
                <span className="btn__label">See the examples</span>
              </Link>
            </div>
          }
        />
      ) : (
        <>
          {daily.log.length > 0 && (
            <section className="today__section" aria-labelledby="daily-log-heading">
              <h2 id="daily-log-heading">Daily log</h2>
              <DailyLogRows log={daily.log} days={daily.days} now={now} />
            </section>
          )}
          {others.length > 0 && (
            <nav className="today__section" aria-label="Your journals">
              <h2>{daily.log.length > 0 ? 'Other journals' : 'Your journals'}</h2>
              <ul className="journal-rows">
                {others.map((journal) => (
                  <li key={journal.id}>
                    <Link className="journal-rows__link" to={journalPath(journal)}>
                      <JournalIcon journal={journal} size="small" />
                      <span className="journal-rows__title">{journal.title}</span>
                      {journal.private && <PrivateBadge compact />}
                      <ChevronRight aria-hidden="true" className="journal-rows__go" />
                    </Link>
                  </li>
                ))}
              </ul>
              {daily.log.length === 0 && (
                <p className="today__hint">
                  Add a journal to your daily log from its page, and it shows here with its streak
                  and a button to log today.
                </p>
              )}
            </nav>
          )}
          <OnThisDay journals={journals} now={now} />
          <section className="today__section" aria-labelledby="latest-entries">
            <h2 id="latest-entries">Latest entries</h2>
            {latest?.length === 0 && <p className="today__hint">No entries yet.</p>}
            {latest && (
              <DayGroups entries={latest} now={now} level={3}>
                {(entry) => (
                  <CardAcrossJournals
                    key={entry.id}
                    entry={entry}
                    journal={byId.get(entry.journal_id)}
                  />
                )}
              </DayGroups>
            )}
          </section>
        </>
      )}
      <BookmarksSection />
      {noEntriesYet && (
        <Suspense fallback={null}>
          <ExploreSection />
        </Suspense>
      )}
    </main>
  );
}
