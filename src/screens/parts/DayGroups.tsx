import { useId, type ReactNode } from 'react';
import type { Entry } from '../../../contract/entries';
import { useTimeZone } from '../../dates/useTimeZone';
import { formatDay } from '../../dates/when';
import { groupByDay } from './group-by-day';

/**
 * Entries under a heading per day ("Today", "Yesterday", "Mon 23 Nov"), which stays at the top of
 * the screen while its day scrolls past (docs/product.md §4: a journal reads like a journal).
 */
export function DayGroups<T extends Entry>({
  entries,
  now,
  level = 2,
  children,
}: {
  /** newest first */
  entries: readonly T[];
  /** the clock the headings are said by ("Today" turns into "Yesterday" at midnight) */
  now: number;
  /** the heading level of a day: below the screen's title, or below a section's */
  level?: 2 | 3;
  children: (entry: T, index: number) => ReactNode;
}) {
  const prefix = useId();
  const timeZone = useTimeZone();
  const Heading = level === 2 ? 'h2' : 'h3';
  let index = 0;
  return (
    <>
      {groupByDay(entries, timeZone).map(({ day, items }) => {
        const id = `${prefix}-${day}`;
        return (
          <section key={day} className="day-group" aria-labelledby={id}>
            <Heading id={id} className="day-group__day">
              <time dateTime={day}>{formatDay(day, now, timeZone)}</time>
            </Heading>
            <div className="day-group__entries">
              {items.map((entry) => children(entry, index++))}
            </div>
          </section>
        );
      })}
    </>
  );
}
