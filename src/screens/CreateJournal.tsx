import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { newJournal } from '../data/actions/journals';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useWrite } from '../app/useWrite';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { journalPath } from './parts/journal-path';
import { VisibilityChoice } from './parts/VisibilityChoice';
import type { Journal } from '../../contract/journals';

/** /create-journal: made in the local store at once, sent to the server in the background. */
export function CreateJournal() {
  useDocumentTitle('New Journal');
  const write = useWrite();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  // Private unless chosen otherwise: nobody should find their journal public by surprise.
  const [isPrivate, setPrivate] = useState(true);
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
        <VisibilityChoice isPrivate={isPrivate} onChange={setPrivate} />
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
