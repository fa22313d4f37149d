import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ALLOWED_UPLOAD_TYPES } from '../../contract/uploads';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { createWaveformBridge } from '../audio/waveform-bridge';
import { newMediaEntry, newTextEntry } from '../data/actions/entries';
import { useJournals } from '../hooks/data/useJournals';
import { entryTypeOf } from '../uploads/entry-type';
import { pcmOfFile, type PreparedAudio } from '../recording/prepare-audio';
import { Recorder } from '../recording/Recorder';
import { journalPath } from './parts/journal-path';

/**
 * /push: a new entry, a note, a file or a recording made here, with notes. It is kept in the
 * local store at once (the file too, until the server has it) and sent in the background. Audio,
 * recorded or picked, gets its waveform from the worker before it is saved.
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
  const [recorded, setRecorded] = useState<PreparedAudio | undefined>(undefined);
  // The worker starts on first use and ends when the form closes; dispose leaves it restartable.
  const [bridge] = useState(createWaveformBridge);
  useEffect(() => () => bridge.dispose(), [bridge]);

  if (journals === undefined) return <main className="screen" aria-busy="true" />;
  const journal = journals.find((each) => each.id === chosen) ?? journals[0];
  const media = recorded?.file ?? file;
  const fileType = entryTypeOf(media);

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
      const pcm =
        recorded?.pcm ?? (media && type === 'audio' ? await pcmOfFile(media, bridge) : undefined);
      await write((ctx) =>
        media && type !== 'text'
          ? newMediaEntry({ ...input, file: media, name: media.name, type, pcm }, ctx)
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

  const empty = notes.trim() === '' && media === undefined;
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
            disabled={recorded !== undefined}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </label>
        <Recorder bridge={bridge} onChange={setRecorded} disabled={busy} />
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
      </form>
    </main>
  );
}
