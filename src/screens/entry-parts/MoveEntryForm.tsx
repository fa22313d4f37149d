import { useState, type FormEvent } from 'react';
import type { Entry } from '../../../contract/entries';
import type { Journal } from '../../../contract/journals';
import { useWrite } from '../../app/useWrite';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { moveEntry } from '../../data/actions/entries';
import { useJournals } from '../../hooks/data/useJournals';

/** Moving an entry to another of its author's journals; `onMoved` gets the journal moved to. */
export function MoveEntryForm({
  entry,
  onMoved,
}: {
  entry: Entry;
  onMoved: (journal: Journal) => void;
}) {
  const write = useWrite();
  const journals = useJournals(entry.user_id)?.filter((other) => other.id !== entry.journal_id);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (journals === undefined || journals.length === 0) return null;
  const chosen = journals.find((other) => other.id === target);

  function move(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setError(null);
    write((ctx) => moveEntry(entry.id, chosen.id, ctx))
      .then(() => onMoved(chosen))
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <form className="entry-page__move" aria-label="Move entry" onSubmit={move}>
      <Field label="Move to" error={error}>
        {(control) => (
          <select {...control} value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value="">Choose a journal</option>
            {journals.map((other) => (
              <option key={other.id} value={other.id}>
                {other.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="entry-page__edit-actions">
        <Button type="submit" variant="primary" disabled={!chosen}>
          Move
        </Button>
      </div>
    </form>
  );
}
