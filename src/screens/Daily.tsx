import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useWriteAll } from '../app/useWrite';
import { EmptyState } from '../components/EmptyState';
import { reorderLog } from '../data/actions/daily-log';
import './journal-pages.css';
import { ArrangeableDailyLog } from './parts/ArrangeableDailyLog';
import type { LoggedJournal } from './parts/DailyLogRow';
import { useDailyWeek } from './parts/useDailyWeek';
import { useMinuteClock } from './parts/useMinuteClock';

/**
 * /daily: the journals of the daily log in the person's order, each with its streak as of now,
 * its last seven days and Log; the order is theirs to change, offline too (it syncs).
 */
export function Daily() {
  const now = useMinuteClock();
  const daily = useDailyWeek(now);
  const writeAll = useWriteAll();
  // The order just chosen, shown until every moved row's write has landed in the local store,
  // so the rows do not step through the moves one write at a time.
  const [arranged, setArranged] = useState<readonly LoggedJournal[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('Daily log');
  if (daily === undefined) return <main className="screen" aria-busy="true" />;

  async function arrange(order: readonly LoggedJournal[]) {
    setError(null);
    setArranged(order);
    try {
      await writeAll((ctx) => reorderLog(order, ctx));
    } catch (failure) {
      setError(`The new order was not kept: ${(failure as Error).message}`);
    } finally {
      setArranged(null);
    }
  }

  const log = arranged ?? daily.log;
  return (
    <main className="screen daily-screen">
      <h1>Daily log</h1>
      {log.length === 0 ? (
        <EmptyState
          icon={<CalendarPlus />}
          title="No journals in your daily log yet."
          body="Open a journal and choose ‘Add to daily log’ (the calendar beside New Entry): it shows here with its streak."
        />
      ) : (
        <>
          {log.length > 1 && (
            <p className="daily-screen__hint">
              Drag a journal by its handle to change the order, here and on Today.
            </p>
          )}
          <ArrangeableDailyLog
            log={log}
            days={daily.days}
            now={now}
            onArrange={(order) => void arrange(order)}
          />
        </>
      )}
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
