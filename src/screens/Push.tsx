import { useNavigate, useSearchParams } from 'react-router-dom';
import { NewEntryForm } from '../new-entry/NewEntryForm';
import { journalPath } from './parts/journal-path';

/** /push: the new-entry form as a page (`?journal=` chooses the journal); saving opens the journal. */
export function Push() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <main className="screen form-screen">
      <h1>New Entry</h1>
      <NewEntryForm
        initialJournalId={params.get('journal') ?? undefined}
        onSaved={(journal) => navigate(journalPath(journal))}
      />
    </main>
  );
}
