import { Check, Flame, PenLine } from 'lucide-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DailyLog } from '../../../contract/daily-log';
import { Button } from '../../components/Button';
import { formatDay } from '../../dates/when';
import { JournalIcon } from './JournalIcon';
import { newEntryPath } from './new-entry-path';
import { journalPath } from './journal-path';
import { dayCount } from '../../stats/entry-count';
import { PrivateBadge } from '../../components/PrivateBadge';

export type LoggedJournal = DailyLog[number] & { week: readonly boolean[] };

// A day's initial in the strip ("M" for a Monday): a label, not a date, so not through when.ts.
const INITIAL = new Intl.DateTimeFormat('en-GB', { weekday: 'narrow', timeZone: 'UTC' });
const initialOf = (day: string) => INITIAL.format(new Date(`${day}T12:00:00Z`));

/**
 * One journal of the daily log: its icon, its current streak, which of the last seven days have
 * an entry, and Log, which opens the composer on that journal. `handle` goes first when the row
 * can be moved (the /daily page), `reminder` under the days (the /daily page's reminder bell);
 * `ref`, `style` and `dragging` are the sorting's.
 */
export function DailyLogRow({
  logged: { journal, streak, week: marks },
  days: week,
  now,
  handle,
  reminder,
  ref,
  style,
  dragging = false,
}: {
  logged: LoggedJournal;
  /** the strip's days, oldest first, today last */
  days: readonly string[];
  now: number;
  handle?: ReactNode;
  reminder?: ReactNode;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
}) {
  const navigate = useNavigate();
  const className = [
    'daily-row',
    streak.today && 'daily-row--done',
    handle && 'daily-row--arrangeable',
    dragging && 'daily-row--dragging',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li ref={ref} style={style} className={className}>
      {handle}
      <JournalIcon journal={journal} size="large" />
      <div className="daily-row__body">
        <Link className="daily-row__title" to={journalPath(journal)}>
          {journal.title}
          {journal.private && <PrivateBadge compact />}
        </Link>
        <p className="daily-row__status">
          <span className="daily-row__streak">
            <Flame aria-hidden="true" />
            <span className="visually-hidden">Current streak: </span>
            {dayCount(streak.current)}
          </span>
          <span className="daily-row__today">
            {streak.today && <Check aria-hidden="true" />}
            {streak.today ? 'Logged today' : 'Not logged today'}
          </span>
        </p>
        <ol className="daily-row__week" aria-label="The last seven days">
          {week.map((day, i) => (
            <li
              key={day}
              className={marks[i] ? 'daily-row__day daily-row__day--done' : 'daily-row__day'}
            >
              <span aria-hidden="true">{initialOf(day)}</span>
              <span className="visually-hidden">
                {formatDay(day, now)}: {marks[i] ? 'written' : 'nothing'}
              </span>
            </li>
          ))}
        </ol>
        {reminder}
      </div>
      <Button
        className="daily-row__log"
        variant={streak.today ? 'secondary' : 'primary'}
        icon={<PenLine aria-hidden="true" />}
        aria-label={`Log ${journal.title}`}
        onClick={() => void navigate(newEntryPath(journal))}
      >
        Log
      </Button>
    </li>
  );
}
