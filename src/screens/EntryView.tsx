import { ArrowRightLeft, Pencil, Share2, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useWrite } from '../app/useWrite';
import { Dialog } from '../components/Dialog';
import { Menu, type MenuItem } from '../components/Menu';
import { Spinner } from '../components/Spinner';
import { useConfirm } from '../components/useConfirm';
import { useToast } from '../components/useToast';
import { formatDay, formatExact } from '../dates/when';
import { EntryBookmark } from '../entry-social/EntryBookmark';
import { useEntry } from '../hooks/data/useEntry';
import { useJournal } from '../hooks/data/useJournal';
import { useJournals } from '../hooks/data/useJournals';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { ModerateButton } from '../moderation/ModerateButton';
import { entryPath } from './entry-parts/entry-path';
import { EntryMedia } from './entry-parts/EntryMedia';
import { EntryNeighbours } from './entry-parts/EntryNeighbours';
import { EntryNotesForm } from './entry-parts/EntryNotesForm';
import { JournalMissing } from './entry-parts/JournalMissing';
import { MoveEntryForm } from './entry-parts/MoveEntryForm';
import { cancelUnsent, removeEntryWithUndo, UNDO_MS } from './entry-parts/undo-delete';
import './journal-pages.css';
import { Avatar } from '../components/Avatar';
import { JournalIcon } from './parts/JournalIcon';
import { journalPath } from './parts/journal-path';
import { NotesText } from './parts/NotesText';
import { useMinuteClock } from './parts/useMinuteClock';
import { EntryByKey } from '../share/EntryByKey';
import { PrivateBadge } from '../components/PrivateBadge';

// Comments check their length against the contract's schemas: they come just after the entry.
const EntryComments = lazy(() =>
  import('../entry-social/EntryComments').then((m) => ({ default: m.EntryComments })),
);
// Share talks to the server and checks its answer: its code loads when Share is chosen.
const EntryShareLinks = lazy(() =>
  import('../share/EntryShareLinks').then((m) => ({ default: m.EntryShareLinks })),
);

/**
 * /:slug/:journal/:entry: one entry to read (docs/product.md §4): its day as the title under its
 * journal, its media, its notes and its comments. Its author edits, moves, shares or deletes it
 * from one menu; deleting asks first and can be undone for a few seconds. A signed-in reader
 * bookmarks it, an admin hides or restores it.
 */
export function EntryView() {
  const { slug = '', journal: journalSlug = '', entry: entryId = '', key } = useParams();
  const { userId } = useAuth();
  const journal = useJournal({ user: slug, slug: journalSlug });
  const entry = useEntry(entryId);
  const now = useMinuteClock();
  const day = entry ? formatDay(entry.created_at, now) : undefined;
  useDocumentTitle(journal && day ? `${journal.title} – ${day}` : journal?.title);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'move' | 'share' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actions = useEntryActions();
  // Where a swipe moves to the newer or older entry (EntryNeighbours).
  const page = useRef<HTMLElement>(null);
  const movable = useJournals(entry?.user_id ?? '')?.some(
    (other) => other.id !== entry?.journal_id,
  );
  if (journal === undefined || entry === undefined)
    return <main className="screen entry-page" aria-busy="true" />;
  // Someone who does not hold the entry (a private one, for a visitor) opens it by its key.
  if (key && (journal === null || entry === null || entry.journal_id !== journal.id))
    return <EntryByKey user={slug} entryId={entryId} shareKey={key} />;
  if (journal === null) return <JournalMissing user={slug} slug={journalSlug} />;
  if (entry === null || entry.journal_id !== journal.id)
    return (
      <main className="screen entry-page">
        <h1>Entry not found</h1>
        <p>
          This entry is not in <Link to={journalPath(journal)}>{journal.title}</Link> on this
          device.
        </p>
      </main>
    );
  const { id } = entry;
  const isAuthor = entry.user_id === userId;
  const items: MenuItem[] = [
    { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: () => setEditing(true) },
    ...(movable
      ? [
          {
            label: 'Move',
            icon: <ArrowRightLeft aria-hidden="true" />,
            onSelect: () => setDialog('move'),
          },
        ]
      : []),
    { label: 'Share', icon: <Share2 aria-hidden="true" />, onSelect: () => setDialog('share') },
  ];

  return (
    <main className="screen entry-page" ref={page}>
      <nav className="entry-page__crumbs" aria-label="Breadcrumb">
        <Link to={journalPath(journal)}>
          <JournalIcon journal={journal} size="small" />
          <span>{journal.title}</span>
          {journal.private && <PrivateBadge compact />}
        </Link>
      </nav>
      <header className="entry-page__head">
        <div className="entry-page__when">
          <h1>
            <time dateTime={entry.created_at}>{day}</time>
          </h1>
          <p className="entry-page__meta">
            <span>{formatExact(entry.created_at)}</span>
            {!isAuthor && (
              <span className="entry-page__author">
                <Avatar name={entry.user.ritual_user} src={entry.user.avatar} size={20} />
                <span className="entry-social__author">{entry.user.ritual_user}</span>
              </span>
            )}
            {entry.private && <span className="entry-page__private">Private</span>}
          </p>
        </div>
        {userId !== null && !editing && (
          <div className="entry-page__actions">
            <EntryBookmark entryId={id} />
            <ModerateButton kind="entry" record={entry} />
            {isAuthor && (
              <Menu
                label="Entry actions"
                items={[
                  ...items,
                  'separator',
                  {
                    label: 'Delete',
                    icon: <Trash2 aria-hidden="true" />,
                    danger: true,
                    onSelect: () =>
                      void actions
                        .remove(id, journalPath(journal))
                        .catch((failure: Error) => setError(failure.message)),
                  },
                ]}
              />
            )}
          </div>
        )}
      </header>
      <EntryMedia entry={entry} className="entry-page__media" eager />
      {editing ? (
        <EntryNotesForm entry={entry} onDone={() => setEditing(false)} />
      ) : (
        entry.notes && (
          <section aria-label="Notes" className="entry-page__notes">
            <NotesText className="entry-page__text" text={entry.notes} />
          </section>
        )
      )}
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
      {!editing && <EntryNeighbours journal={journal} entryId={id} swipeArea={page} />}
      <Suspense fallback={null}>
        <EntryComments entry={entry} journal={journal} />
      </Suspense>
      {isAuthor && dialog === 'move' && (
        <Dialog open onOpenChange={(open) => !open && setDialog(null)} title="Move entry">
          <MoveEntryForm
            entry={entry}
            onMoved={(moved) => {
              setDialog(null);
              void actions.navigate(entryPath(moved, id), { replace: true });
            }}
          />
        </Dialog>
      )}
      {isAuthor && dialog === 'share' && (
        <Dialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title="Share this entry"
          hideTitle
        >
          <Suspense fallback={<Spinner />}>
            <EntryShareLinks entry={entry} address={entryPath(journal, id)} />
          </Suspense>
        </Dialog>
      )}
    </main>
  );
}

/**
 * Delete, asked in the app's own dialog, then taken back by the toast's Undo while the deletion
 * still waits unsent in the outbox (entry-parts/undo-delete.ts).
 */
function useEntryActions() {
  const write = useWrite();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const { db } = useLocalStore();

  async function undo(mutationId: string) {
    const undone = await cancelUnsent(db, mutationId);
    toast(
      undone
        ? { message: 'Entry restored' }
        : { message: 'Too late to undo: the entry was already deleted.', tone: 'danger' },
    );
  }

  async function remove(entryId: string, back: string) {
    const sure = await confirm({
      title: 'Delete this entry?',
      message: 'It goes from every device, with its photo or recording and its comments.',
      confirmLabel: 'Delete entry',
      danger: true,
    });
    if (!sure) return;
    const mutation = await write((ctx) => removeEntryWithUndo(entryId, ctx));
    await navigate(back);
    toast({
      message: 'Entry deleted',
      duration: UNDO_MS,
      action: { label: 'Undo', onAction: () => void undo(mutation.id) },
    });
  }

  return { remove, navigate };
}
