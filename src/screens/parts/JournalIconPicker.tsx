import { useState, type ChangeEvent } from 'react';
import { useWrite } from '../../app/useWrite';
import { setJournalIcon, type JournalWithPendingIcon } from '../../data/actions/journals';
import { useRejectedMutations } from '../../hooks/data/useRejectedMutations';
import { JournalIcon } from './JournalIcon';
import { iconFileProblem, ICON_TYPES } from './journal-icon-file';

/**
 * Settings' 'Journal icon': picking a picture saves it on this device at once (the icon shows
 * everywhere) and uploads it through the outbox, now or when the device is back online.
 */
export function JournalIconPicker({ journal }: { journal: JournalWithPendingIcon }) {
  const write = useWrite();
  const rejected = useRejectedMutations();
  const [problem, setProblem] = useState<string | null>(null);
  // Only a refusal of a picture picked on this visit is news; older ones were seen before.
  const [sentId, setSentId] = useState<string | null>(null);
  const refusal = sentId === null ? undefined : rejected?.find((one) => one.id === sentId);
  const waiting = journal.$iconBlob !== undefined;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again is a new pick.
    event.target.value = '';
    if (!file) return;
    const invalid = iconFileProblem(file);
    setProblem(invalid ?? null);
    if (invalid) return;
    write((ctx) => setJournalIcon(journal.id, { file, name: file.name }, ctx))
      .then((mutation) => setSentId(mutation.id))
      .catch((failure: Error) => setProblem(failure.message));
  }

  return (
    <section aria-label="Icon" className="journal-icon-picker">
      <h2>Icon</h2>
      <div className="journal-icon-picker__row">
        <JournalIcon journal={journal} size="preview" label={`Icon of ${journal.title}`} />
        <div className="journal-icon-picker__controls">
          <label className="button-link journal-icon-picker__choose">
            {journal.icon || waiting ? 'Change icon' : 'Choose icon'}
            <input
              className="journal-icon-picker__input"
              type="file"
              aria-label="Journal icon"
              accept={ICON_TYPES.join(',')}
              onChange={pick}
            />
          </label>
          <p className="screen-form__hint" role="status">
            {waiting ? 'Waiting to upload' : 'A JPEG, GIF or PNG picture, shown round.'}
          </p>
        </div>
      </div>
      {(problem ?? refusal) && (
        <p className="screen-form__error" role="alert">
          {problem ?? `The icon was not saved: ${refusal?.message}`}
        </p>
      )}
    </section>
  );
}
