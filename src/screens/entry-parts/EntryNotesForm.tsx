import { useState, type FormEvent } from 'react';
import type { Entry } from '../../../contract/entries';
import { useWrite } from '../../app/useWrite';
import { editEntry } from '../../data/actions/entries';

/** Editing an entry's notes; saved on this device first, then sent. */
export function EntryNotesForm({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const write = useWrite();
  const [notes, setNotes] = useState(entry.notes);
  const [error, setError] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    write((ctx) => editEntry(entry.id, { notes }, ctx))
      .then(onDone)
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <form className="screen-form" aria-label="Edit entry" onSubmit={save}>
      <label>
        Notes
        <textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <div className="entry-view__actions">
        <button type="submit">Save</button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
