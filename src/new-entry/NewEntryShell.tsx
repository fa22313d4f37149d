import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Journal } from '../../contract/journals';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { useToast } from '../components/useToast';
import { useJournals } from '../hooks/data/useJournals';
import { useShell } from '../shell/useShell';
import { acceptDropped, dropDestination, ownJournalAt } from './drop-target';
import type { dropIntoJournal as DropIntoJournal } from './drop-into-journal';
import { DropNotice } from './DropNotice';
import { DropZone } from './DropZone';
import { useFileDrag } from './useFileDrag';
import { usePastedFiles } from './usePastedFiles';
import { savedToast } from './saved';
import { useSharedFiles } from '../pwa/useSharedFiles';

// The form, its recorder and the save path load when first needed, not with the first page.
const NewEntryPanel = lazy(() =>
  import('./NewEntryPanel').then((m) => ({ default: m.NewEntryPanel })),
);
const dropIntoJournal: typeof DropIntoJournal = (...args) =>
  import('./drop-into-journal').then((m) => m.dropIntoJournal(...args));

/**
 * For a signed-in user (docs/product.md §2, §4): the global new-entry panel (N, or a drop or paste), the drop
 * zone over the window while files are dragged, and a notice when a drop is refused. On the user's
 * own journal page a dropped file becomes an entry there at once.
 */
export function NewEntryShell() {
  const { pushOpen, setOpen } = useShell();
  const { pathname } = useLocation();
  const toast = useToast();
  const navigate = useNavigate();
  const auth = useAuth();
  const user = useCurrentUser() ?? auth.user;
  const journals = useJournals(auth.userId ?? '');
  const write = useWrite();
  const [pending, setPending] = useState<File | undefined>(undefined);
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  const say = (message: string) => setNotice((shown) => ({ id: (shown?.id ?? 0) + 1, message }));
  const dismiss = useCallback(() => setNotice(null), []);

  // What a drop or paste brought is for this opening of the panel only.
  if (!pushOpen && pending) setPending(undefined);

  // Another page closes the panel, as it closes the menu.
  const close = useRef(setOpen);
  useEffect(() => {
    close.current = setOpen;
  });
  // Only a change of page: this shell loads after the first one, and an N pressed before it came
  // has already opened the panel it is about to show.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close.current('push', false);
  }, [pathname]);

  function receive(files: File[]) {
    const accepted = acceptDropped(files);
    if (!accepted.ok) return say(accepted.error);
    const where = user
      ? dropDestination(pathname, user, journals ?? [], pushOpen)
      : ({ to: 'panel' } as const);
    if (where.to === 'journal') {
      dropIntoJournal(where.journal.id, accepted.files, write).catch((failure: Error) =>
        say(failure.message),
      );
      return;
    }
    // The panel holds one file; the first of several dropped is the entry's.
    setPending(accepted.files[0]);
    setOpen('push', true);
  }

  const dragLabel = useFileDrag(receive);
  usePastedFiles(receive);
  // A photo or recording shared to the installed app from the phone (the manifest's share_target).
  useSharedFiles(receive);

  // The person stays where they were; the toast's View leads to the new card (on its journal's
  // page, which shows it at once when that is the page open).
  function onSaved(journal: Journal, entryId: string) {
    setOpen('push', false);
    toast(savedToast(journal, entryId, navigate));
  }

  // On (a page of) their own journal, the panel starts in that journal.
  const journalHere = user && journals ? ownJournalAt(pathname, user, journals) : null;
  return (
    <>
      {pushOpen && (
        <Suspense fallback={null}>
          <NewEntryPanel
            file={pending}
            journalId={journalHere?.journal.id}
            onClose={() => setOpen('push', false)}
            onSaved={onSaved}
          />
        </Suspense>
      )}
      {dragLabel !== null && <DropZone label={dragLabel} />}
      {notice && <DropNotice key={notice.id} message={notice.message} onDismiss={dismiss} />}
    </>
  );
}
