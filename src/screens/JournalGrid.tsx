import { LayoutGrid } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { EmptyState } from '../components/EmptyState';
import { useJournal } from '../hooks/data/useJournal';
import { useJournalEntries } from '../hooks/data/useJournalEntries';
import { entryPath } from './entry-parts/entry-path';
import { GridTile } from './entry-parts/GridTile';
import './journal-pages.css';
import { JournalHeader } from './parts/JournalHeader';
import { useGrowingLimit } from './parts/useGrowingLimit';
import { useMinuteClock } from './parts/useMinuteClock';

// What a journal this device cannot find says: rare, so loaded when needed.
const JournalMissing = lazy(() =>
  import('./entry-parts/JournalMissing').then((m) => ({ default: m.JournalMissing })),
);

/** Tiles per screenful; more come as the reader scrolls (from the server, for someone else's). */
const PAGE = 60;

/** /:slug/:journal/grid: every entry of the journal as a tile, newest first, under its header. */
export function JournalGrid() {
  const { slug = '', journal: journalSlug = '' } = useParams();
  const journal = useJournal({ user: slug, slug: journalSlug });
  const [hasMore, setHasMore] = useState(false);
  const { limit, sentinel } = useGrowingLimit(PAGE, hasMore);
  const entries = useJournalEntries(journal?.id ?? '', limit);
  const full = entries !== undefined && entries.length >= limit;
  if (full !== hasMore) setHasMore(full);
  const now = useMinuteClock();
  useDocumentTitle(journal?.title);
  if (journal === undefined) return <main className="screen journal-page" aria-busy="true" />;
  if (journal === null)
    return (
      <Suspense fallback={<main className="screen" aria-busy="true" />}>
        <JournalMissing user={slug} slug={journalSlug} />
      </Suspense>
    );

  return (
    <main className="screen journal-page">
      <JournalHeader journal={journal} view="grid" now={now} />
      {entries?.length === 0 && <EmptyState icon={<LayoutGrid />} title="No entries yet." />}
      <ul className="journal-grid" aria-label="Entry grid">
        {entries?.map((entry) => (
          <GridTile key={entry.id} entry={entry} to={entryPath(journal, entry.id)} now={now} />
        ))}
      </ul>
      {hasMore && <div ref={sentinel} className="journal-entries__more" aria-hidden="true" />}
    </main>
  );
}
