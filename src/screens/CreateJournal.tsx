import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { newJournal } from '../data/actions/journals';
import { useWrite } from '../app/useWrite';
import { journalPath } from './parts/journal-path';
import type { Journal } from '../../contract/journals';

/** /create-journal: made in the local store at once, sent to the server in the background. */
export function CreateJournal() {
  const write = useWrite();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const mutation = await write((ctx) =>
        newJournal({ title: title.trim(), private: isPrivate }, ctx),
      );
      if (mutation.patch.op !== 'create') throw new Error('A new journal is a creation.');
      await navigate(journalPath(mutation.patch.record as Journal));
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <main className="screen form-screen">
      <h1>New Journal</h1>
      <form className="screen-form" onSubmit={(event) => void onSubmit(event)}>
        <label>
          Title
          <input
            name="title"
            required
            maxLength={100}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            name="private"
            checked={isPrivate}
            onChange={(event) => setPrivate(event.target.checked)}
          />
          Private
        </label>
        {error && (
          <p role="alert" className="screen-form__error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || title.trim() === ''}>
          Create Journal
        </button>
      </form>
    </main>
  );
}
