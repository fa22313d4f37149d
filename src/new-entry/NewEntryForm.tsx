import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ALLOWED_UPLOAD_TYPES } from '../../contract/uploads';
import type { Journal } from '../../contract/journals';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { createWaveformBridge } from '../audio/waveform-bridge';
import { useWritableJournals } from '../hooks/data/useWritableJournals';
import { pcmOfFile, type PreparedAudio } from '../recording/prepare-audio';
import { Recorder } from '../recording/Recorder';
import { entryTypeOf } from '../uploads/entry-type';
import { PendingFile } from './PendingFile';
import { newEntryOf } from './save-entry';
import './new-entry.css';

export interface NewEntryFormProps {
  /** a dropped or pasted file: it becomes the entry's file, and so does each later one */
  initialFile?: File;
  /** the journal chosen at first; else the user's first journal */
  initialJournalId?: string;
  /** the entry is kept (locally, and on its way to the server) */
  onSaved: (journal: Journal) => void | Promise<void>;
  /** the panel puts the cursor in the notes at once */
  autoFocusNotes?: boolean;
}

/**
 * A new entry (docs/product.md §2 /push and the global panel): a note, a file or a recording made here, with
 * notes, its day and privacy. It is kept in the local store at once (the file too, until the server
 * has it) and sent in the background; audio gets its waveform from the worker before it is saved.
 */
export function NewEntryForm({
  initialFile,
  initialJournalId,
  onSaved,
  autoFocusNotes = false,
}: NewEntryFormProps) {
  const { userId } = useAuth();
  const journals = useWritableJournals(userId ?? '');
  const write = useWrite();
  const [chosen, setChosen] = useState(initialJournalId);
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState(initialFile);
  const [offered, setOffered] = useState(initialFile);
  const [streakDate, setStreakDate] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<string | null>(initialFile ? checkError(initialFile) : null);
  const [busy, setBusy] = useState(false);
  const [recorded, setRecorded] = useState<PreparedAudio | undefined>(undefined);
  // The worker starts on first use and ends when the form closes; dispose leaves it restartable.
  const [bridge] = useState(createWaveformBridge);
  useEffect(() => () => bridge.dispose(), [bridge]);

  /** A file picked, dropped, pasted or removed; a refused one is kept and named as refused. */
  function replaceFile(next: File | undefined) {
    setFile(next);
    setError(next ? checkError(next) : null);
  }

  if (initialFile !== offered) {
    setOffered(initialFile);
    if (initialFile) replaceFile(initialFile);
  }

  if (journals === undefined) return <div className="new-entry-form__loading" aria-busy="true" />;
  if (journals.length === 0)
    return (
      <div className="new-entry-form__empty">
        <p>An entry goes into a journal, and you have none yet.</p>
        <Link className="button-link" to="/create-journal">
          New Journal
        </Link>
      </div>
    );

  const journal = journals.find((each) => each.id === chosen) ?? journals[0];
  const media = recorded?.file ?? file;
  const mediaType = entryTypeOf(media);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!journal || !mediaType.ok) return;
    setBusy(true);
    setError(null);
    try {
      const pcm =
        recorded?.pcm ??
        (media && mediaType.type === 'audio' ? await pcmOfFile(media, bridge) : undefined);
      await write(
        newEntryOf({
          journal_id: journal.id,
          notes,
          private: isPrivate,
          streakDate,
          file: media,
          pcm,
        }),
      );
      await onSaved(journal);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  const empty = notes.trim() === '' && media === undefined;
  return (
    <form className="screen-form new-entry-form" onSubmit={(event) => void onSubmit(event)}>
      <label>
        Journal
        {/* Named by the label alone: the chosen journal's title is the value, not the name. */}
        <select
          aria-label="Journal"
          value={journal?.id}
          onChange={(event) => setChosen(event.target.value)}
        >
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
          autoFocus={autoFocusNotes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </label>
      {/* A file ready to go shows as it will look; Remove brings the picker back. */}
      {file && !recorded && checkError(file) === null ? (
        <PendingFile file={file} onRemove={() => replaceFile(undefined)} />
      ) : (
        <label>
          File
          <input
            type="file"
            name="file"
            accept={ALLOWED_UPLOAD_TYPES.join(',')}
            disabled={recorded !== undefined}
            onChange={(event) => replaceFile(event.target.files?.[0])}
          />
        </label>
      )}
      <Recorder bridge={bridge} onChange={setRecorded} disabled={busy} />
      <label>
        Date
        <input
          type="date"
          name="streakDate"
          value={streakDate}
          onChange={(event) => setStreakDate(event.target.value)}
        />
      </label>
      <p className="screen-form__hint">The day it counts for in your streaks; empty is today.</p>
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
      <button type="submit" disabled={busy || empty || !mediaType.ok}>
        Save
      </button>
    </form>
  );
}

/** The refusal to show for a file, or null when it may become an entry (docs/product.md §5). */
function checkError(file: File): string | null {
  const checked = entryTypeOf(file);
  return checked.ok ? null : checked.error;
}
