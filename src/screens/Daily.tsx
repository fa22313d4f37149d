import { CalendarPlus } from 'lucide-react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { EmptyState } from '../components/EmptyState';
import './journal-pages.css';
import { DailyLogRows } from './parts/DailyLogRows';
import { useDailyWeek } from './parts/useDailyWeek';
import { useMinuteClock } from './parts/useMinuteClock';

/** /daily: the journals of the daily log in the user's order, each with its streak as of now. */
export function Daily() {
  const now = useMinuteClock();
  const daily = useDailyWeek(now);
  useDocumentTitle('Daily log');
  if (daily === undefined) return <main className="screen" aria-busy="true" />;
  return (
    <main className="screen daily-screen">
      <h1>Daily log</h1>
      {daily.log.length === 0 ? (
        <EmptyState
          icon={<CalendarPlus />}
          title="No journals in your daily log yet."
          body="Open a journal and choose ‘Add to daily log’ (the calendar beside New Entry): it shows here with its streak."
        />
      ) : (
        <DailyLogRows log={daily.log} days={daily.days} now={now} />
      )}
    </main>
  );
}
