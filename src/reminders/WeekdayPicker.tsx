import { Button } from '../components/Button';
import { toggleDay } from './reminder-draft';
import { EVERY_DAY, sameDays, WEEKDAY_NAMES, WEEKDAYS, WEEKENDS } from './reminder-words';

const QUICK = [
  { label: 'Every day', days: EVERY_DAY },
  { label: 'Weekdays', days: WEEKDAYS },
  { label: 'Weekends', days: WEEKENDS },
] as const;

/**
 * The reminder's weekdays: a toggle per day, Monday first (each a checkbox, so a screen reader
 * says "Monday, checked"), and the three usual choices in one tap. `errorId` names the words
 * saying no day is chosen, read with the group.
 */
export function WeekdayPicker({
  days,
  onChange,
  errorId,
}: {
  days: readonly number[];
  onChange: (days: readonly number[]) => void;
  errorId?: string;
}) {
  return (
    <fieldset className="weekday-picker" aria-describedby={errorId}>
      <legend className="weekday-picker__legend">Days</legend>
      <div className="weekday-picker__quick">
        {QUICK.map((quick) => (
          <Button
            key={quick.label}
            aria-pressed={sameDays(days, quick.days)}
            className="weekday-picker__choice"
            onClick={() => onChange(quick.days)}
          >
            {quick.label}
          </Button>
        ))}
      </div>
      <div className="weekday-picker__days">
        {WEEKDAY_NAMES.map(({ day, short, long }) => (
          <label key={day} className="weekday-picker__day">
            <input
              type="checkbox"
              className="visually-hidden"
              aria-label={long}
              checked={days.includes(day)}
              onChange={() => onChange(toggleDay(days, day))}
            />
            <span aria-hidden="true">{short}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
