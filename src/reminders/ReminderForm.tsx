import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '../components/Field';
import type { DraftError, ReminderDraft } from './reminder-draft';
import { WeekdayPicker } from './WeekdayPicker';

/**
 * The reminder editor's fields: the time, the days, and what is wrong with them in words beside
 * the field concerned. `paused` says the account's reminders are paused, and where to resume them.
 */
export function ReminderForm({
  draft,
  error,
  paused,
  timeZone,
  onChange,
}: {
  draft: ReminderDraft;
  error: DraftError | null;
  paused: boolean;
  /** the account's zone, the one the time is in */
  timeZone: string;
  onChange: (draft: ReminderDraft) => void;
}) {
  const daysErrorId = useId();
  return (
    <div className="reminder-form">
      <Field
        label="Time"
        hint={`In your time zone, ${timeZone.replaceAll('_', ' ')}.`}
        error={error?.field === 'at' ? error.error : null}
      >
        {(control) => (
          <input
            {...control}
            type="time"
            className="reminder-form__time"
            value={draft.at}
            required
            onChange={(event) => onChange({ ...draft, at: event.target.value })}
          />
        )}
      </Field>
      <WeekdayPicker
        days={draft.days}
        onChange={(days) => onChange({ ...draft, days })}
        errorId={error?.field === 'days' ? daysErrorId : undefined}
      />
      {error?.field === 'days' && (
        <p id={daysErrorId} className="field__error" role="alert">
          {error.error}
        </p>
      )}
      {paused && (
        <p className="reminder-form__paused">
          All your reminders are paused. Resume them in <Link to="/settings">Settings</Link>.
        </p>
      )}
    </div>
  );
}
