import { formatDay } from '../dates/when';
import { entriesIn, heatmapWeeks } from './heatmap';
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

/**
 * The stats screen's calendar heatmap: one square a day, a column a week (Monday on top). Shades
 * come from the classes level-0…level-4, so the theme decides the colours.
 */
export function Heatmap({ perDay, today, cellSize = 12, weeks = 53 }: HeatmapProps) {
  const columns = heatmapWeeks(perDay, today, weeks);
  const gap = Math.max(1, Math.round(cellSize / 6));
  const step = cellSize + gap;
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
