import { DailyLogRow, type LoggedJournal } from './DailyLogRow';

/** The daily log as rows, in the person's order (Today; /daily adds moving them: ArrangeableDailyLog). */
export function DailyLogRows({
  log,
  days,
  now,
}: {
  log: readonly LoggedJournal[];
  /** the strip's days, oldest first, today last */
  days: readonly string[];
  now: number;
}) {
  return (
    <ol className="daily-rows">
      {log.map((logged) => (
        <DailyLogRow key={logged.id} logged={logged} days={days} now={now} />
      ))}
    </ol>
  );
}
