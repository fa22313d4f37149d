import { useState } from 'react';
import { fileNote, MARK, type RefusedEntry } from './refused-entries';

/**
 * One refused entry write in the journal's list: marked as not saved, with the server's reason,
 * what the user wrote, and the two ways out.
 */
export function RejectedEntryCard({
  entry,
  onTryAgain,
  onDiscard,
}: {
  entry: RefusedEntry;
  /** resolves once the write is on its way again; the card then goes */
  onTryAgain?: () => Promise<unknown>;
  onDiscard: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mark = MARK[entry.write];
  const made = new Date(entry.madeAt);

  async function tryAgain() {
    if (!onTryAgain) return;
    setBusy(true);
    setFailure(null);
    try {
      await onTryAgain();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      className="entry-card rejected-entry"
      aria-label={`${mark}: ${entry.notes || 'entry'}`}
    >
      <header className="entry-card__meta">
        <strong className="rejected-entry__mark">{mark}</strong>
        <time dateTime={made.toISOString()}>{made.toLocaleString()}</time>
      </header>
      <p className="rejected-entry__reason">{entry.reason}</p>
      {entry.file && <p className="entry-card__waiting">{fileNote(entry.file)}</p>}
      {entry.notes && <p className="entry-card__notes">{entry.notes}</p>}
      {failure && (
        <p className="rejected-entry__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="rejected-entry__actions">
        <button type="button" disabled={busy || !onTryAgain} onClick={() => void tryAgain()}>
          Try again
        </button>
        <button type="button" disabled={busy} onClick={onDiscard}>
          Discard
        </button>
      </div>
    </article>
  );
}
