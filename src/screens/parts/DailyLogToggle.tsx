import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import type { Journal } from '../../../contract/journals';
import { useWrite } from '../../app/useWrite';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { addToLog, removeFromLog } from '../../data/actions/daily-log';
import { useDailyLog } from '../../hooks/data/useDailyLog';
import { useMinuteClock } from './useMinuteClock';

/**
 * 'Add to daily log' or 'Remove from daily log' for one journal, written locally first: an icon
 * on the journal's page (lit while the journal is in the log; it keeps its size either way, so
 * nothing moves when it flips), a button with its words in the journal's settings.
 */
export function DailyLogToggle({
  journal,
  compact = false,
}: {
  journal: Journal;
  compact?: boolean;
}) {
  const write = useWrite();
  const log = useDailyLog(useMinuteClock());
  const [error, setError] = useState<string | null>(null);
  const item = log?.find((logged) => logged.journal_id === journal.id);
  const inLog = item !== undefined;
  const name = inLog ? 'Remove from daily log' : 'Add to daily log';
  const icon = inLog ? <CalendarCheck aria-hidden="true" /> : <CalendarPlus aria-hidden="true" />;

  function toggle() {
    if (log === undefined) return;
    setError(null);
    const nextPosition = log.reduce((last, logged) => Math.max(last, logged.position + 1), 0);
    write((ctx) =>
      item ? removeFromLog(item, ctx) : addToLog(journal.id, nextPosition, ctx),
    ).catch((failure: Error) => setError(failure.message));
  }

  return (
    <>
      {compact ? (
        <IconButton
          label={name}
          icon={icon}
          aria-pressed={inLog}
          disabled={log === undefined}
          onClick={toggle}
        />
      ) : (
        <Button
          icon={icon}
          aria-pressed={inLog}
          disabled={log === undefined}
          onClick={toggle}
          className="daily-log-toggle"
        >
          {name}
        </Button>
      )}
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
