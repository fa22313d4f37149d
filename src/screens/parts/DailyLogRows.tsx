import { Check, Flame, PenLine } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import type { DailyLog } from '../../../contract/daily-log';
import { Button } from '../../components/Button';
import { formatDay } from '../../dates/when';
import { JournalIcon } from './JournalIcon';
import { newEntryPath } from './new-entry-path';
import { journalPath } from './journal-path';

export type LoggedJournal = DailyLog[number] & { week: readonly boolean[] };

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
// A day's initial in the strip ("M" for a Monday): a label, not a date, so not through when.ts.
const INITIAL = new Intl.DateTimeFormat('en-GB', { weekday: 'narrow', timeZone: 'UTC' });
const initialOf = (day: string) => INITIAL.format(new Date(`${day}T12:00:00Z`));

/**
 * The daily log as rows (Today and /daily): each journal with its icon, its current streak, which
 * of the last seven days have an entry, and Log, which opens the composer on that journal.
 */
export function DailyLogRows({
  log,
  days: week,
  now,
}: {
  log: readonly LoggedJournal[];
  /** the strip's days, oldest first, today last */
  days: readonly string[];
  now: number;
}) {
  const navigate = useNavigate();
  return (
    <ol className="daily-rows">
      {log.map(({ id, journal, streak, week: marks }) => (
        <li key={id} className={streak.today ? 'daily-row daily-row--done' : 'daily-row'}>
          <JournalIcon journal={journal} size="large" />
          <div className="daily-row__body">
            <Link className="daily-row__title" to={journalPath(journal)}>
              {journal.title}
            </Link>
            <p className="daily-row__status">
              <span className="daily-row__streak">
                <Flame aria-hidden="true" />
                <span className="visually-hidden">Current streak: </span>
                {days(streak.current)}
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
      ))}
    </ol>
  );
}
