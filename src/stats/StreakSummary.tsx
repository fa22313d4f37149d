import type { Stats } from '../../contract/stats';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The current and longest run of days with entries. */
export function StreakSummary({
  streak,
}: {
  streak: Pick<Stats['streak'], 'current' | 'longest'>;
}) {
  return (
    <dl className="streak-summary">
      <div>
        <dt>Current streak:</dt> <dd>{days(streak.current)}</dd>
      </div>
      <div>
        <dt>Longest streak:</dt> <dd>{days(streak.longest)}</dd>
      </div>
    </dl>
  );
}
