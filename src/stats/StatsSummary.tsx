import { Flame } from 'lucide-react';
import type { Stats } from '../../contract/stats';
import { entriesThisMonth } from './heatmap';
import { dayCount } from './entry-count';

/**
 * The four figures at the top of /stats: the current and longest run of days with entries, the
 * entries of this calendar month, and every entry.
 */
export function StatsSummary({
  stats,
  today,
}: {
  stats: Pick<Stats, 'streak' | 'totals' | 'perDay'>;
  /** YYYY-MM-DD in the user's time zone */
  today: string;
}) {
  const { streak, totals } = stats;
  return (
    <dl className="stats-summary" aria-label="Summary">
      <div
        className={
          streak.today ? 'stats-summary__streak stats-summary--lit' : 'stats-summary__streak'
        }
      >
        <dt>Current streak</dt>
        <dd>
          <Flame aria-hidden="true" />
          {dayCount(streak.current)}
        </dd>
      </div>
      <div>
        <dt>Longest streak</dt>
        <dd>{dayCount(streak.longest)}</dd>
      </div>
      <div>
        <dt>This month</dt>
        <dd>{entriesThisMonth(stats.perDay, today)}</dd>
      </div>
      <div>
        <dt>Entries</dt>
        <dd>{totals.entries}</dd>
      </div>
    </dl>
  );
}
