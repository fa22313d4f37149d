import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { newJournal } from '../data/actions/journals';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useWrite } from '../app/useWrite';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { journalPath } from './parts/journal-path';
import type { Journal } from '../../contract/journals';

/** /create-journal: made in the local store at once, sent to the server in the background. */
export function CreateJournal() {
  useDocumentTitle('New Journal');
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
      <form className="screen-form form-card" onSubmit={(event) => void onSubmit(event)}>
        <Field label="Title" hint="What you will keep doing: Morning Pages, Piano, Running…">
          {(control) => (
            <input
              {...control}
              name="title"
              required
              maxLength={100}
              autoComplete="off"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <div className="form-check">
          <label className="checkbox">
            <input
              type="checkbox"
              name="private"
              aria-describedby="create-journal-private-hint"
              checked={isPrivate}
              onChange={(event) => setPrivate(event.target.checked)}
            />
            Private
          </label>
          <p id="create-journal-private-hint" className="screen-form__hint">
            {isPrivate
              ? 'Only you and the people you invite can read it, or someone you send a share link.'
              : 'Anyone can read it, even without an account. Tick Private to keep it to yourself.'}
          </p>
        </div>
        {error && (
          <p role="alert" className="screen-form__error">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" busy={busy} disabled={title.trim() === ''}>
            Create Journal
          </Button>
        </div>
      </form>
    </main>
  );
}
