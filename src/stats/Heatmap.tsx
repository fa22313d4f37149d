import { formatDay } from '../dates/when';
import { entriesIn, heatmapWeeks, LEVEL_MEANING } from './heatmap';
import { entryCount } from './entry-count';

export interface HeatmapProps {
  /** YYYY-MM-DD → entries that day (Stats.perDay) */
  perDay: Readonly<Record<string, number>>;
  /** YYYY-MM-DD in the user's time zone */
  today: string;
  /** side of one day's square, in px */
  cellSize?: number;
  weeks?: number;
}

/** Room above the squares for the month names. */
const LABEL_HEIGHT = 14;

/** One square and the gap after it, for a square of `cellSize` px. */
const stepOf = (cellSize: number) => cellSize + Math.max(1, Math.round(cellSize / 6));

/**
 * The stats screen's calendar heatmap: one square a day, a column a week (Monday on top). Shades
 * come from the classes level-0…level-4, so the theme decides the colours.
 */
export function Heatmap({ perDay, today, cellSize = 12, weeks = 53 }: HeatmapProps) {
  const columns = heatmapWeeks(perDay, today, weeks);
  const step = stepOf(cellSize);
  const span = weeks === 53 ? 'the last year' : `the last ${weeks} weeks`;
  // Days are calendar days already (YYYY-MM-DD): said from `today`, with no zone to shift them.
  const now = `${today}T12:00:00Z`;
  return (
    <svg
      className="heatmap"
      role="img"
      aria-label={`${entryCount(entriesIn(columns))} in ${span}`}
      width={columns.length * step}
      height={LABEL_HEIGHT + 7 * step}
      viewBox={`0 0 ${columns.length * step} ${LABEL_HEIGHT + 7 * step}`}
    >
      {columns.map((week, x) => (
        <g key={week.start} transform={`translate(${x * step} 0)`}>
          {week.month && (
            <text className="heatmap-month" x={0} y={LABEL_HEIGHT - 4} fontSize={10}>
              {week.month}
            </text>
          )}
          {week.days.map((cell, y) => (
            <rect
              key={cell.day}
              className={`level-${cell.level}`}
              x={0}
              y={LABEL_HEIGHT + y * step}
              width={cellSize}
              height={cellSize}
              rx={2}
            >
              <title>{`${formatDay(cell.day, now, 'UTC')}: ${entryCount(cell.count)}`}</title>
            </rect>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** Rows named beside the year: every other weekday, as a calendar's margin does. */
const WEEKDAYS = [
  { row: 0, name: 'Mon' },
  { row: 2, name: 'Wed' },
  { row: 4, name: 'Fri' },
] as const;

/**
 * The weekday names beside the heatmap's rows, drawn apart from it so they stay in view while a
 * phone scrolls the year. Decoration for the eye: each square's title already names its day.
 */
export function HeatmapWeekdays({ cellSize = 12 }: { cellSize?: number }) {
  const step = stepOf(cellSize);
  return (
    <svg
      className="heatmap-weekdays"
      aria-hidden="true"
      width={24}
      height={LABEL_HEIGHT + 7 * step}
      viewBox={`0 0 24 ${LABEL_HEIGHT + 7 * step}`}
    >
      {WEEKDAYS.map(({ row, name }) => (
        <text key={name} x={0} y={LABEL_HEIGHT + row * step + cellSize - 1} fontSize={10}>
          {name}
        </text>
      ))}
    </svg>
  );
}

/** What the shades mean, from none to the busiest days (heatLevel's fixed scale). */
export function HeatmapLegend() {
  return (
    <p className="heatmap-legend">
      <span aria-hidden="true">Less</span>
      {LEVEL_MEANING.map((meaning, level) => (
        <span key={meaning} className="heatmap-legend__step">
          <svg aria-hidden="true" width={10} height={10} viewBox="0 0 10 10" className="heatmap">
            <rect className={`level-${level}`} width={10} height={10} rx={2} />
          </svg>
          <span className="visually-hidden">
            {level === 0 ? 'Shades, lightest: ' : ', '}
            {meaning}
          </span>
        </span>
      ))}
      <span aria-hidden="true">More</span>
    </p>
  );
}
