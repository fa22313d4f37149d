import { useState } from 'react';
import type { Journal } from '../../../contract/journals';
import { useWrite } from '../../app/useWrite';
import { addToLog, removeFromLog } from '../../data/actions/daily-log';
import { useDailyLog } from '../../hooks/data/useDailyLog';
import { useMinuteClock } from './useMinuteClock';

/** 'Add to daily log' or 'Remove from daily log' for one journal, written locally first. */
export function DailyLogToggle({ journal }: { journal: Journal }) {
  const write = useWrite();
  const log = useDailyLog(useMinuteClock());
  const [error, setError] = useState<string | null>(null);
  if (log === undefined) return null;
  const item = log.find((logged) => logged.journal_id === journal.id);
  const nextPosition = log.reduce((last, logged) => Math.max(last, logged.position + 1), 0);

  function toggle() {
    setError(null);
    write((ctx) =>
      item ? removeFromLog(item, ctx) : addToLog(journal.id, nextPosition, ctx),
    ).catch((failure: Error) => setError(failure.message));
  }

  return (
    <div className="daily-log-toggle">
      <button type="button" aria-pressed={item !== undefined} onClick={toggle}>
        {item ? 'Remove from daily log' : 'Add to daily log'}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
