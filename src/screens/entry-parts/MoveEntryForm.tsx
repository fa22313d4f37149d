import { useState, type FormEvent } from 'react';
import type { Entry } from '../../../contract/entries';
import type { Journal } from '../../../contract/journals';
import { useWrite } from '../../app/useWrite';
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
    <form className="screen-form" aria-label="Move entry" onSubmit={move}>
      <label>
        Move to
        <select value={target} onChange={(event) => setTarget(event.target.value)}>
          <option value="">Choose a journal</option>
          {journals.map((other) => (
            <option key={other.id} value={other.id}>
              {other.title}
            </option>
          ))}
        </select>
      </label>
      <div>
        <button type="submit" disabled={!chosen}>
          Move
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
