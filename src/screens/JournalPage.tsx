import { NotebookPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Journal } from '../../contract/journals';
import type { Local } from '../../local-store/db';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { useJournal } from '../hooks/data/useJournal';
import { useJournalEntries } from '../hooks/data/useJournalEntries';
import { useRejectedMutations } from '../hooks/data/useRejectedMutations';
import { VideoChatAnchor } from '../video/VideoChatAnchor';
import { entryPath } from './entry-parts/entry-path';
import './journal-pages.css';
import { DayGroups } from './parts/DayGroups';
import { EntryCard } from './parts/EntryCard';
import { JournalHeader, useNewEntryIn } from './parts/JournalHeader';
import { useEntryHash } from './parts/useEntryHash';
import { useGrowingLimit } from './parts/useGrowingLimit';
import { useMinuteClock } from './parts/useMinuteClock';

// Entries the server refused show only when there are some: most visits never download them.
const RejectedEntries = lazy(() =>
  import('../rejected/RejectedEntries').then((m) => ({ default: m.RejectedEntries })),
);

// What a journal this device cannot find says: rare, so loaded when needed.
const JournalMissing = lazy(() =>
  import('./entry-parts/JournalMissing').then((m) => ({ default: m.JournalMissing })),
);

/** Entries per screenful: the first screen reads only these from the index, and so does each scroll. */
const PAGE = 30;
/** The first cards load their pictures at once: they are what the screen opens on. */
const EAGER = 2;

/**
 * /:slug/:journal: a journal and its entries, newest first under a heading per day, as this
 * device holds them; more load as the reader scrolls towards the end. Someone else's journal is
 * read from the server and kept for offline reading (hooks/data/useJournal.ts); its readers may
 * follow it, or join it if open. `#entry-<id>` scrolls to that entry and lights it for a moment.
 */
export function JournalPage() {
  const { slug = '', journal: journalSlug = '' } = useParams();
  // A private journal's share link is its address with ?key (docs/product.md §2).
  const shareKey = useSearchParams()[0].get('key') ?? undefined;
  const journal = useJournal({ user: slug, slug: journalSlug }, shareKey);
  const [hasMore, setHasMore] = useState(false);
  const { limit, sentinel } = useGrowingLimit(PAGE, hasMore);
  const entries = useJournalEntries(journal?.id ?? '', limit);
  const full = entries !== undefined && entries.length >= limit;
  if (full !== hasMore) setHasMore(full);
  const { userId } = useAuth();
  const now = useMinuteClock();
  useEntryHash(entries);
  const refusals = useRejectedMutations();
  useDocumentTitle(journal?.title);
  if (journal === undefined) return <main className="screen journal-page" aria-busy="true" />;
  if (journal === null)
    return (
      <Suspense fallback={<main className="screen" aria-busy="true" />}>
        <JournalMissing user={slug} slug={journalSlug} shareKey={shareKey} />
      </Suspense>
    );
  const isMember =
    userId === journal.user_id || journal.collaborators.some((person) => person.id === userId);
  const shared = journal.collaborators.length > 0;

  return (
    <main className="screen journal-page">
      <JournalHeader journal={journal} view="list" now={now} />
      <VideoChatAnchor journal={journal} />
      {refusals !== undefined && refusals.length > 0 && (
        <Suspense fallback={null}>
          <RejectedEntries journalId={journal.id} />
        </Suspense>
      )}
      <section aria-label="Entries" className="journal-entries" aria-busy={entries === undefined}>
        {entries?.length === 0 && <NoEntriesYet journal={journal} member={isMember} />}
        {entries && (
          <DayGroups entries={entries} now={now}>
            {(entry, index) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                href={entryPath(journal, entry.id)}
                shared={shared}
                eager={index < EAGER}
              />
            )}
          </DayGroups>
        )}
        {hasMore && <div ref={sentinel} className="journal-entries__more" aria-hidden="true" />}
      </section>
    </main>
  );
}

/** An empty journal: an invitation to its first entry, for those who may write it. */
function NoEntriesYet({ journal, member }: { journal: Local<Journal>; member: boolean }) {
  const newEntry = useNewEntryIn(journal);
  return (
    <EmptyState
      icon={<NotebookPen />}
      title="No entries yet."
      body={
        member
          ? 'A line, a photo or a recording: whatever today was, it starts here.'
          : 'Nothing has been written here yet.'
      }
      action={member ? <Button onClick={newEntry}>Write the first entry</Button> : undefined}
    />
  );
}
