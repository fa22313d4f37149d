import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useJournal } from '../hooks/data/useJournal';
import { useJournalEntries } from '../hooks/data/useJournalEntries';
import { entryPath } from './entry-parts/entry-path';
import { GridTile } from './entry-parts/GridTile';
import { JournalMissing } from './entry-parts/JournalMissing';
import './journal-pages.css';
import { journalPath } from './parts/journal-path';
import { useGrowingLimit } from './parts/useGrowingLimit';

/** Tiles per screenful; more come as the reader scrolls (from the server, for someone else's). */
const PAGE = 60;

/** /:slug/:journal/grid: every entry of the journal as a tile, newest first. */
export function JournalGrid() {
  const { slug = '', journal: journalSlug = '' } = useParams();
  const journal = useJournal({ user: slug, slug: journalSlug });
  const [hasMore, setHasMore] = useState(false);
  const { limit, sentinel } = useGrowingLimit(PAGE, hasMore);
  const entries = useJournalEntries(journal?.id ?? '', limit);
  const full = entries !== undefined && entries.length >= limit;
  if (full !== hasMore) setHasMore(full);
  if (journal === undefined) return <main className="screen" aria-busy="true" />;
  if (journal === null) return <JournalMissing user={slug} slug={journalSlug} />;

  return (
    <main className="screen journal-screen">
      <header className="journal-screen__header">
        <h1>{journal.title}</h1>
        <div className="journal-screen__actions">
          <Link className="button-link" to={journalPath(journal)}>
            List
          </Link>
        </div>
      </header>
      {entries?.length === 0 && <p>No entries yet.</p>}
      <ul className="journal-grid" aria-label="Entry grid">
        {entries?.map((entry) => (
          <GridTile key={entry.id} entry={entry} to={entryPath(journal, entry.id)} />
        ))}
      </ul>
      {hasMore && <div ref={sentinel} className="entry-list__more" aria-hidden="true" />}
    </main>
  );
}
