import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useToast } from '../components/useToast';
import { NewEntryForm } from '../new-entry/NewEntryForm';
import { savedEntryHref } from '../new-entry/saved';

/**
 * /push: the composer as a page (`?journal=` chooses the journal). Saving opens the journal at the
 * new entry, highlighted there, and says where it went.
 */
export function Push() {
  useDocumentTitle('New Entry');
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  return (
    <main className="screen composer-screen">
      <h1>New Entry</h1>
      <NewEntryForm
        initialJournalId={params.get('journal') ?? undefined}
        autoFocusNotes
        onSaved={async (journal, entryId) => {
          toast({ message: `Saved to ${journal.title}` });
          await navigate(savedEntryHref(journal, entryId));
        }}
      />
    </main>
  );
}
