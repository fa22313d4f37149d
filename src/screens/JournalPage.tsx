import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useJournal } from '../hooks/data/useJournal';
import { useJournalEntries } from '../hooks/data/useJournalEntries';
import { useAuth } from '../app/useAuth';
import { ModerateButton } from '../moderation/ModerateButton';
import { JournalMembership } from '../profile/JournalMembership';
import { RejectedEntries } from '../rejected/RejectedEntries';
import { VideoChatAnchor } from '../video/VideoChatAnchor';
import { entryPath } from './entry-parts/entry-path';
import { JournalMissing } from './entry-parts/JournalMissing';
import { journalPath } from './parts/journal-path';
import { DailyLogToggle } from './parts/DailyLogToggle';
import { EntryCard } from './parts/EntryCard';
import { JournalIcon } from './parts/JournalIcon';
import { useGrowingLimit } from './parts/useGrowingLimit';

/** Entries per screenful: the first screen reads only these from the index, and so does each scroll. */
const PAGE = 30;

/**
 * /:slug/:journal: a journal and its entries, newest first, as this device holds them; more load
 * as the reader scrolls towards the end. Someone else's journal is read from the server and kept
 * for offline reading (hooks/data/useJournal.ts); its readers may follow it, or join it if open.
 */
export function JournalPage() {
  const { slug = '', journal: journalSlug = '' } = useParams();
  const journal = useJournal({ user: slug, slug: journalSlug });
  const [hasMore, setHasMore] = useState(false);
  const { limit, sentinel } = useGrowingLimit(PAGE, hasMore);
  const entries = useJournalEntries(journal?.id ?? '', limit);
  const full = entries !== undefined && entries.length >= limit;
  if (full !== hasMore) setHasMore(full);
  const { userId } = useAuth();
  if (journal === undefined) return <main className="screen" aria-busy="true" />;
  if (journal === null) return <JournalMissing user={slug} slug={journalSlug} />;
  const isOwner = userId === journal.user_id;
  const isMember = isOwner || journal.collaborators.some((person) => person.id === userId);

  return (
    <main className="screen journal-screen">
      <header className="journal-screen__header">
        <JournalIcon journal={journal} size="large" />
        <h1>{journal.title}</h1>
        {!isOwner && (
          <Link className="profile-owner-link" to={`/${journal.user.ritual_user}`}>
            by {journal.user.ritual_user}
          </Link>
        )}
        {journal.private && <span className="journal-screen__private">Private</span>}
        <div className="journal-screen__actions">
          {isMember && (
            <>
              <Link className="button-link" to={`/push?journal=${journal.id}`}>
                Add Entry
              </Link>
              <DailyLogToggle journal={journal} />
            </>
          )}
          <JournalMembership journal={journal} />
          <ModerateButton kind="journal" record={journal} />
          <Link className="button-link" to={`${journalPath(journal)}/grid`}>
            Grid
          </Link>
          {isOwner && (
            <Link className="button-link" to={`${journalPath(journal)}/settings`}>
              Settings
            </Link>
          )}
        </div>
      </header>
      <VideoChatAnchor journal={journal} />
      <RejectedEntries journalId={journal.id} />
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
