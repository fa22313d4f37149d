import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { dayInZone } from '../../contract/streaks';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useJournals } from '../hooks/data/useJournals';
import { useStats } from '../hooks/data/useStats';
import { Heatmap, HeatmapLegend, HeatmapWeekdays } from '../stats/Heatmap';
import { StatsSummary } from '../stats/StatsSummary';
import { TypeCounts } from '../stats/TypeCounts';
import { useMinuteClock } from './parts/useMinuteClock';

/** A day's square on the year, in px: 53 weeks fit a laptop's column; a phone scrolls them. */
const CELL = 9;

/**
 * /stats/:journal?: the user's own entries counted by day, over all journals or one, named by its
 * slug like every journal address (an id, as older links had, still works).
 */
export function Stats() {
  const { journal: named } = useParams();
  const { userId } = useAuth();
  const now = useMinuteClock();
  const stats = useStats(now, named);
  // Own journals are linked by slug; one they write in by id, as its slug may be one of theirs too.
  const own = useJournals(userId ?? '');
  const slugOf = new Map(own?.map((journal) => [journal.id, journal.slug]));
  const one = named === undefined ? undefined : stats?.journals[0];
  useDocumentTitle(one ? `Stats: ${one.title}` : 'Stats');
  if (stats === undefined) return <main className="screen" aria-busy="true" />;
  if (stats === null)
    return (
      <main className="screen">
        <h1>Stats</h1>
        <p>This journal could not be found on this device.</p>
      </main>
    );

  const today = dayInZone(now, stats.timezone);
  return (
    <main className="screen stats-screen">
      <h1>{one ? `Stats: ${one.title}` : 'Stats'}</h1>
      {one && (
        <Link className="stats-back" to="/stats">
          <ArrowLeft aria-hidden="true" />
          All journals
        </Link>
      )}
      <StatsSummary stats={stats} today={today} />
      <h2>The last year</h2>
      <div className="stats-year">
        <HeatmapWeekdays cellSize={CELL} />
        {/* focusable: a keyboard scrolls it on a phone, where the year is wider than the screen */}
        <div className="stats-heatmap" tabIndex={0} role="group" aria-label="The last year">
          <Heatmap perDay={stats.perDay} today={today} cellSize={CELL} />
        </div>
        <HeatmapLegend />
      </div>
      <h2>By type</h2>
      <TypeCounts perType={stats.perType} />
      {!one && stats.journals.length > 0 && (
        <nav aria-label="Stats by journal" className="stats-journals">
          <h2>By journal</h2>
          <ul>
            {stats.journals.map((journal) => (
              <li key={journal.journal_id}>
                <Link to={`/stats/${slugOf.get(journal.journal_id) ?? journal.journal_id}`}>
                  {journal.title}
                </Link>{' '}
                <span className="stats-journals__count">{journal.entries}</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
