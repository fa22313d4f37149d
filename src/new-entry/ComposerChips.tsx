import { BookOpen, CalendarDays, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { Journal } from '../../contract/journals';
import { Button } from '../components/Button';
import { formatDay } from '../dates/when';
import '../components/chip.css';

/**
 * The journal an entry goes into, as a chip at the composer's top. A native select under the chip's
 * look: every phone's own picker, and named 'Journal' for screen readers (docs/product.md §2).
 */
export function JournalChip({
  journals,
  value,
  onChange,
  disabled,
}: {
  journals: readonly Journal[];
  value: string;
  onChange: (journalId: string) => void;
  disabled?: boolean;
}) {
  return (
    <span className="chip chip--action composer-chip composer-chip--journal">
      <BookOpen aria-hidden="true" className="composer-chip__icon" />
      {/* Named by its label alone: the chosen journal's title is the value, not the name. */}
      <select
        aria-label="Journal"
        className="composer-chip__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {journals.map((each) => (
          <option key={each.id} value={each.id}>
            {each.title}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="composer-chip__chevron" />
    </span>
  );
}

/** The day the entry counts for, as a chip: 'Today' until another day is chosen. */
export function DateChip({
  streakDate,
  open,
  controls,
  onToggle,
}: {
  streakDate: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const day = streakDate === '' ? 'Today' : formatDay(streakDate);
  return (
    <button
      type="button"
      className="chip chip--action composer-chip"
      aria-label={`Date: ${day}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <CalendarDays aria-hidden="true" />
      <span className="chip__text">{day}</span>
    </button>
  );
}

/**
 * The date field the date chip opens, with the browser's own picker shown at once where it can
 * be (docs/product.md §2: the day it counts for in streaks; empty is today).
 */
export function DateField({
  id,
  streakDate,
  onChange,
}: {
  id: string;
  streakDate: string;
  onChange: (streakDate: string) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    field?.focus();
    try {
      // Still inside the chip's tap, so the browser lets the picker open; some browsers cannot.
      field?.showPicker();
    } catch {
      // The focused field is there to type into.
    }
  }, []);
  return (
    <div className="composer__date" id={id}>
      <label className="composer__date-label" htmlFor={inputId}>
        Date
      </label>
      <input
        ref={input}
        id={inputId}
        type="date"
        name="streakDate"
        aria-describedby={`${inputId}-hint`}
        value={streakDate}
        onChange={(event) => onChange(event.target.value)}
      />
      {streakDate !== '' && (
        <Button variant="ghost" size="small" onClick={() => onChange('')}>
          Today
        </Button>
      )}
      <p id={`${inputId}-hint`} className="composer__date-hint">
        The day it counts for in your streaks.
      </p>
    </div>
  );
}
