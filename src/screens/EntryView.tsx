import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { removeEntry } from '../data/actions/entries';
import { EntryBookmark } from '../entry-social/EntryBookmark';
import { EntryComments } from '../entry-social/EntryComments';
import { ViewFlagsControl } from '../entry-social/ViewFlagsControl';
import { useEntry } from '../hooks/data/useEntry';
import { useJournal } from '../hooks/data/useJournal';
import { ModerateButton } from '../moderation/ModerateButton';
import { EntryShareLinks } from '../share/EntryShareLinks';
import { entryPath } from './entry-parts/entry-path';
import { EntryMedia } from './entry-parts/EntryMedia';
import { EntryNotesForm } from './entry-parts/EntryNotesForm';
import { JournalMissing } from './entry-parts/JournalMissing';
import { MoveEntryForm } from './entry-parts/MoveEntryForm';
import './journal-pages.css';
import { journalPath } from './parts/journal-path';

/**
 * /:slug/:journal/:entry: one entry with its comments; its author may edit, move or delete it,
 * a signed-in reader bookmarks it, an admin hides or restores it.
 */
export function EntryView() {
  const { slug = '', journal: journalSlug = '', entry: entryId = '' } = useParams();
  const { userId } = useAuth();
  const journal = useJournal({ user: slug, slug: journalSlug });
  const entry = useEntry(entryId);
  const write = useWrite();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (journal === undefined || entry === undefined)
    return <main className="screen" aria-busy="true" />;
  if (journal === null) return <JournalMissing user={slug} slug={journalSlug} />;
  if (entry === null || entry.journal_id !== journal.id)
    return (
      <main className="screen">
        <h1>Entry not found</h1>
        <p>
          This entry is not in <Link to={journalPath(journal)}>{journal.title}</Link> on this
          device.
        </p>
      </main>
    );
  const { id } = entry;
  const isAuthor = entry.user_id === userId;
  const when = new Date(entry.created_at);

  function remove() {
    if (!journal || !confirm('Delete this entry?')) return;
    const back = journalPath(journal);
    setError(null);
    write((ctx) => removeEntry(id, ctx))
      .then(() => navigate(back))
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <main className="screen entry-view">
      <header>
        <h1>
          <Link to={journalPath(journal)}>{journal.title}</Link>
        </h1>
        {!isAuthor && <span className="entry-social__author">{entry.user.ritual_user} </span>}
        <time dateTime={entry.created_at}>{when.toLocaleString()}</time>
        {entry.private && <span className="entry-card__private">Private</span>}
      </header>
      <EntryMedia entry={entry} />
      {editing ? (
        <EntryNotesForm entry={entry} onDone={() => setEditing(false)} />
      ) : (
        entry.notes && (
          <p className="entry-view__notes" aria-label="Notes">
            {entry.notes}
          </p>
        )
      )}
      {userId !== null && !editing && (
        <div className="entry-view__actions">
          <EntryBookmark entryId={id} />
          {isAuthor && (
            <>
              <button type="button" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" onClick={remove}>
                Delete
              </button>
            </>
          )}
          <ModerateButton kind="entry" record={entry} />
        </div>
      )}
      {isAuthor && !editing && (
        <>
          <MoveEntryForm
            entry={entry}
            onMoved={(moved) => void navigate(entryPath(moved, id), { replace: true })}
          />
          <EntryShareLinks entry={entry} />
        </>
      )}
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
      <EntryComments entry={entry} journal={journal} />
      {userId !== null && <ViewFlagsControl />}
    </main>
  );
}
