import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ALLOWED_UPLOAD_TYPES } from '../../contract/uploads';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { newMediaEntry, newTextEntry } from '../data/actions/entries';
import { useJournals } from '../hooks/data/useJournals';
import { entryTypeOf } from '../uploads/entry-type';
import { journalPath } from './parts/journal-path';

/**
 * /push: a new entry, a note or a file with notes. It is kept in the local store at once (the
 * file too, until the server has it) and sent in the background. Recording audio in the page and
 * its live waveform come in a later step; a recorded file can be chosen here.
 */
export function Push() {
  const { userId } = useAuth();
  const journals = useJournals(userId ?? '');
  const write = useWrite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(params.get('journal'));
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (journals === undefined) return <main className="screen" aria-busy="true" />;
  const journal = journals.find((each) => each.id === chosen) ?? journals[0];
  const fileType = entryTypeOf(file);

  function onFile(picked: File | undefined) {
    setFile(picked);
    const checked = entryTypeOf(picked);
    setError(checked.ok ? null : checked.error);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!journal || !fileType.ok) return;
    setBusy(true);
    setError(null);
    const input = { journal_id: journal.id, notes: notes.trim(), private: isPrivate };
    try {
      const type = fileType.type;
      await write((ctx) =>
        file && type !== 'text'
          ? newMediaEntry({ ...input, file, name: file.name, type }, ctx)
          : newTextEntry(input, ctx),
      );
      await navigate(journalPath(journal));
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  if (journals.length === 0)
    return (
      <main className="screen form-screen">
        <h1>New Entry</h1>
        <p>An entry goes into a journal, and you have none yet.</p>
        <Link className="button-link" to="/create-journal">
          New Journal
        </Link>
      </main>
    );

  const empty = notes.trim() === '' && file === undefined;
  return (
    <main className="screen form-screen">
      <h1>New Entry</h1>
      <form className="screen-form" onSubmit={(event) => void onSubmit(event)}>
        <label>
          Journal
          <select value={journal?.id} onChange={(event) => setChosen(event.target.value)}>
            {journals.map((each) => (
              <option key={each.id} value={each.id}>
                {each.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Notes
          <textarea
            name="notes"
            rows={5}
            maxLength={20_000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </label>
        <label>
          File
          <input
            type="file"
            name="file"
            accept={ALLOWED_UPLOAD_TYPES.join(',')}
            onChange={(event) => onFile(event.target.files?.[0])}
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
        <button type="submit" disabled={busy || empty || !fileType.ok}>
          Save
        </button>
        <p className="screen-form__hint">
          Recording audio in the page is not built yet: choose a recorded file instead.
        </p>
      </form>
    </main>
  );
}
