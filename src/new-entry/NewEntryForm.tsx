import { BookPlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Journal } from '../../contract/journals';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { createWaveformBridge } from '../audio/waveform-bridge';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { useConfirm } from '../components/useConfirm';
import { useWritableJournals } from '../hooks/data/useWritableJournals';
import { pcmOfFile } from '../recording/prepare-audio';
import { LiveRecording, useRecording } from '../recording/Recorder';
import { entryTypeOf } from '../uploads/entry-type';
import { DateChip, DateField, JournalChip } from './ComposerChips';
import { ComposerTools } from './ComposerTools';
import { coverProblem } from './cover-picture';
import { CoverPicker } from './CoverPicker';
import { draftFileOf, fileOfDraft, isEmptyDraft } from './drafts';
import { PendingFile } from './PendingFile';
import { newEntryOf } from './save-entry';
import { useDraft } from './useDraft';
import './new-entry.css';

export interface NewEntryFormProps {
  /** a dropped or pasted file: it becomes the entry's file, and so does each later one */
  initialFile?: File;
  /** the journal to write in; else the one of the last draft, else the user's first journal */
  initialJournalId?: string;
  /** the entry is kept (locally, and on its way to the server) */
  onSaved: (journal: Journal, entryId: string) => void | Promise<void>;
  /** the cursor goes into the notes as soon as they show */
  autoFocusNotes?: boolean;
  /** told, while recording, how to stop (the panel's Esc stops a recording before it closes) */
  onRecording?: (stop: (() => void) | null) => void;
}

/**
 * The composer (docs/product.md §2 /push and the N panel): writing first, in a large field in the
 * reading face; the journal and the day as chips; a photo, video, file or recording from the
 * toolbar, and for a recording an optional cover picture. What is typed is a draft in IndexedDB
 * until it is saved (useDraft). The entry is kept in the local store at once (its files too, until
 * the server has them) and sent in the background; audio gets its waveform from the worker before
 * it is saved.
 */
export function NewEntryForm({
  initialFile,
  initialJournalId,
  onSaved,
  autoFocusNotes = false,
  onRecording,
}: NewEntryFormProps) {
  const { userId } = useAuth();
  const journals = useWritableJournals(userId ?? '');
  const ids = useMemo(() => journals?.map((each) => each.id), [journals]);
  const drafts = useDraft(userId, initialJournalId, journals?.[0]?.id, ids);
  const { draft, change } = drafts;
  const write = useWrite();
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dateOpen, setDateOpen] = useState(false);
  const dateId = useId();
  const notesId = useId();
  const notes = useRef<HTMLTextAreaElement>(null);
  // The worker starts on first use and ends when the form closes; dispose leaves it restartable.
  const [bridge] = useState(createWaveformBridge);
  useEffect(() => () => bridge.dispose(), [bridge]);

  const recording = useRecording(bridge, (prepared) =>
    change({ file: draftFileOf(prepared.file), pcm: prepared.pcm }),
  );
  const recordingNow = recording.state.status === 'recording';
  const stopRecording = recording.stop;
  useEffect(() => {
    onRecording?.(recordingNow ? stopRecording : null);
  }, [onRecording, recordingNow, stopRecording]);

  const kept = draft?.file;
  const file = useMemo(() => (kept ? fileOfDraft(kept) : undefined), [kept]);
  const keptCover = draft?.cover;
  const cover = useMemo(() => (keptCover ? fileOfDraft(keptCover) : undefined), [keptCover]);
  const ready = draft !== undefined;

  /** A file picked, dropped, pasted or recorded; a refused one is named and not taken. */
  function attach(next: File) {
    const checked = entryTypeOf(next);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    // A cover belongs to a recording: another kind of file leaves it behind.
    const stillAudio = checked.type === 'audio';
    change({
      file: draftFileOf(next),
      pcm: undefined,
      ...(stillAudio ? {} : { cover: undefined }),
    });
  }

  /** A cover picture picked for the recording; one Ritual would refuse is named and not taken. */
  function chooseCover(next: File) {
    const problem = coverProblem(next);
    if (problem) return setError(problem);
    setError(null);
    change({ cover: draftFileOf(next) });
  }

  // A drop or paste, once the draft it joins has been read; a later one takes its place.
  const taken = useRef<File | undefined>(undefined);
  useEffect(() => {
    if (!ready || !initialFile || taken.current === initialFile) return;
    taken.current = initialFile;
    attach(initialFile);
  });

  // Writing first: the cursor waits at the end of what is there.
  const writing = ready && (journals?.length ?? 0) > 0;
  useEffect(() => {
    const field = notes.current;
    if (!writing || !autoFocusNotes || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [writing, autoFocusNotes]);

  if (journals === undefined || (journals.length > 0 && !ready))
    return <div className="composer__loading" aria-busy="true" />;
  if (journals.length === 0 || !draft)
    return (
      <EmptyState
        icon={<BookPlus />}
        title="An entry goes into a journal, and you have none yet."
        action={
          <Link className="btn btn--primary" to="/create-journal">
            New Journal
          </Link>
        }
      />
    );

  const journal = journals.find((each) => each.id === draft.journalId) ?? journals[0]!;
  const media = entryTypeOf(file);
  const hasDraft = !isEmptyDraft(draft);
  const empty = draft.notes.trim() === '' && file === undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft || !media.ok || empty) return;
    setBusy(true);
    setError(null);
    try {
      const pcm =
        draft.pcm ?? (file && media.type === 'audio' ? await pcmOfFile(file, bridge) : undefined);
      const saved = await write(
        newEntryOf({
          journal_id: journal.id,
          notes: draft.notes,
          private: draft.private,
          streakDate: draft.streakDate,
          file,
          pcm,
          cover,
        }),
      );
      await drafts.finish();
      await onSaved(journal, saved.recordId);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  async function discard() {
    const sure = await confirm({
      title: 'Discard this draft?',
      message: 'What you wrote here, and the file it carries, will be gone.',
      confirmLabel: 'Discard draft',
      danger: true,
    });
    if (!sure) return;
    await drafts.discard();
    setError(null);
    setDateOpen(false);
    notes.current?.focus();
  }

  const problem = error ?? recording.problem;
  return (
    <form className="composer" onSubmit={(event) => void onSubmit(event)}>
      <div className="composer__chips">
        <JournalChip
          journals={journals}
          value={journal.id}
          disabled={busy}
          onChange={drafts.chooseJournal}
        />
        <DateChip
          streakDate={draft.streakDate}
          open={dateOpen}
          controls={dateId}
          onToggle={() => setDateOpen((open) => !open)}
        />
      </div>
      {dateOpen && (
        <DateField
          id={dateId}
          streakDate={draft.streakDate}
          onChange={(streakDate) => change({ streakDate })}
        />
      )}
      <label className="visually-hidden" htmlFor={notesId}>
        Notes
      </label>
      <textarea
        ref={notes}
        id={notesId}
        className="composer__notes"
        name="notes"
        maxLength={20_000}
        placeholder="What did you practise today?"
        value={draft.notes}
        onChange={(event) => change({ notes: event.target.value })}
      />
      <LiveRecording recording={recording} />
      {file && (
        <PendingFile
          file={file}
          pcm={draft.pcm}
          label={draft.pcm ? 'Recording preview' : undefined}
          disabled={busy}
          onRemove={() => change({ file: undefined, pcm: undefined, cover: undefined })}
        />
      )}
      {file && media.ok && media.type === 'audio' && (
        <CoverPicker
          cover={cover}
          disabled={busy}
          onPick={chooseCover}
          onRemove={() => change({ cover: undefined })}
        />
      )}
      {problem && (
        <p role="alert" className="composer__error">
          {problem}
        </p>
      )}
      <div className="composer__footer">
        <ComposerTools
          recording={recording}
          full={file !== undefined}
          busy={busy}
          isPrivate={draft.private}
          onFile={attach}
          onPrivate={(isPrivate) => change({ private: isPrivate })}
        />
        {hasDraft && (
          <div className="composer__draft">
            {drafts.kept && <span className="composer__kept">Draft saved</span>}
            <Button
              variant="ghost"
              size="small"
              icon={<Trash2 />}
              disabled={busy}
              onClick={() => void discard()}
            >
              Discard
            </Button>
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          className="composer__save"
          busy={busy}
          disabled={empty || !media.ok || recordingNow || recording.preparing}
        >
          Save
        </Button>
      </div>
    </form>
  );
}
