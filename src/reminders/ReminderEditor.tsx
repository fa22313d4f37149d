import { useState } from 'react';
import type { Reminder } from '../../contract/reminders';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { draftOf, submitDraft, type DraftError } from './reminder-draft';
import { reminderWords } from './reminder-words';
import { ReminderForm } from './ReminderForm';
import { PushStateNotice } from './PushStateNotice';
import { usePushState } from './usePushState';

/**
 * The reminder of one journal of the daily log: its time and days, Save, Remove reminder (when
 * there is one) and Cancel. Saving never waits on notifications: the rule is kept either way, and
 * when this device's notifications are off the editor then says why to turn them on, with the
 * button that asks the browser (from that click, never before).
 */
export function ReminderEditor({
  journalTitle,
  reminder,
  paused,
  timeZone,
  onSave,
  onClose,
}: {
  journalTitle: string;
  reminder: Reminder | null;
  paused: boolean;
  timeZone: string;
  /** writes the reminder, or null for none; rejects with words to show */
  onSave: (reminder: Reminder | null) => Promise<void>;
  /** `saved` is the reminder kept (null when removed), undefined when nothing changed */
  onClose: (saved?: Reminder | null) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(reminder));
  const [error, setError] = useState<DraftError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a save while notifications are off: the rule is kept, the editor says why to turn them on.
  const [saved, setSaved] = useState<Reminder | null>(null);
  const push = usePushState();

  async function save(next: Reminder | null) {
    setBusy(true);
    setFailure(null);
    try {
      await onSave(next);
    } catch (thrown) {
      setFailure(`The reminder was not saved: ${(thrown as Error).message}`);
      return;
    } finally {
      setBusy(false);
    }
    if (next && push.state === 'off') setSaved(next);
    else onClose(next);
  }

  function submit() {
    setError(submitDraft(draft, (checked) => void save(checked)));
  }

  const notice = <PushStateNotice push={push} place="editor" />;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose(saved ?? undefined);
      }}
      title={`Reminder for ${journalTitle}`}
      className="reminder-editor"
      footer={
        saved ? (
          <Button
            variant={push.state === 'off' ? 'secondary' : 'primary'}
            onClick={() => onClose(saved)}
          >
            {push.state === 'off' ? 'Not now' : 'Done'}
          </Button>
        ) : (
          <>
            {reminder && (
              <Button
                variant="ghost"
                className="reminder-editor__remove"
                disabled={busy}
                onClick={() => void save(null)}
              >
                Remove reminder
              </Button>
            )}
            <Button onClick={() => onClose()}>Cancel</Button>
            <Button variant="primary" busy={busy} onClick={submit}>
              Save
            </Button>
          </>
        )
      }
    >
      {saved ? (
        <div className="reminder-editor__saved">
          <p className="reminder-editor__kept" role="status">
            Reminder saved: <strong>{reminderWords(saved)}</strong>.
          </p>
          {notice}
        </div>
      ) : (
        <>
          <ReminderForm
            draft={draft}
            error={error}
            paused={paused}
            timeZone={timeZone}
            onChange={setDraft}
          />
          {/* Off is said after saving, beside its button; the other states are worth knowing now. */}
          {push.state !== 'off' && notice}
          {failure && (
            <p className="field__error" role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
