import { useState, type FormEvent } from 'react';
import type { Journal } from '../../../contract/journals';
import { useWrite } from '../../app/useWrite';
import { editJournal } from '../../data/actions/journals';

/** The journal's title and description, saved on this device first. */
export function JournalDetailsForm({ journal }: { journal: Journal }) {
  const write = useWrite();
  const [title, setTitle] = useState(journal.title);
  const [description, setDescription] = useState(journal.description);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    setError(null);
    if (title.trim() === '') {
      setError('A journal needs a title.');
      return;
    }
    write((ctx) =>
      editJournal(journal.id, { title: title.trim(), description: description.trim() }, ctx),
    )
      .then(() => setStatus('Saved.'))
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <form className="screen-form" aria-label="Journal details" onSubmit={save}>
      <label>
        Title
        <input value={title} maxLength={255} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        Description
        <textarea value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <div>
        <button type="submit">Save</button>
      </div>
      {status && <p role="status">{status}</p>}
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
