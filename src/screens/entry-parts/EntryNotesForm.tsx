import { useState, type FormEvent } from 'react';
import type { Entry } from '../../../contract/entries';
import { useWrite } from '../../app/useWrite';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { editEntry } from '../../data/actions/entries';

/** Editing an entry's notes in place, in the reading face; saved on this device first, then sent. */
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
    <form className="entry-page__edit" aria-label="Edit entry" onSubmit={save}>
      <Field label="Notes" error={error}>
        {(control) => (
          <textarea
            {...control}
            className="reading"
            value={notes}
            rows={Math.min(16, Math.max(5, notes.split('\n').length + 2))}
            autoFocus
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
      <div className="entry-page__edit-actions">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </div>
    </form>
  );
}
