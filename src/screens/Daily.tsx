import { Link } from 'react-router-dom';
import { useDailyLog } from '../hooks/data/useDailyLog';
import { journalPath } from './parts/journal-path';
import { useMinuteClock } from './parts/useMinuteClock';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** /daily: the journals of the daily log in the user's order, each with its streak as of now. */
export function Daily() {
  const log = useDailyLog(useMinuteClock());
  if (log === undefined) return <main className="screen" aria-busy="true" />;
  return (
    <main className="screen daily-screen">
      <h1>Daily log</h1>
      {log.length === 0 ? (
        <p className="empty-state">
          No journals in your daily log yet. Open a journal and choose ‘Add to daily log’.
        </p>
      ) : (
        <ol className="daily-list">
          {log.map(({ id, journal, streak }) => (
            <li key={id} className={streak.today ? 'daily-item daily-item--done' : 'daily-item'}>
              <Link to={journalPath(journal)}>{journal.title}</Link>
              <span className="daily-item__streak">Current streak: {days(streak.current)}</span>
              <span className="daily-item__today">
                {streak.today ? 'Logged today' : 'Not logged today'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
