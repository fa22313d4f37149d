import type { Journal } from '../../../contract/journals';
import { useTimeZone } from '../../dates/useTimeZone';
import { dayOf, formatExact } from '../../dates/when';
import { CardAcrossJournals } from './CardAcrossJournals';
import { useOnThisDay } from './useOnThisDay';

const yearsAgo = (years: number) => (years === 1 ? 'A year ago' : `${years} years ago`);

/**
 * Today's section of what was written on this calendar day in earlier years, a year at a time;
 * nothing at all when there is none, so a new person's Today stays short.
 */
export function OnThisDay({ journals, now }: { journals: Journal[]; now: number }) {
  const timeZone = useTimeZone();
  const byId = new Map(journals.map((journal) => [journal.id, journal]));
  const years = useOnThisDay(
    journals.map((journal) => journal.id),
    dayOf(now, timeZone),
    timeZone,
  );
  if (!years || years.length === 0) return null;
  return (
    <section className="today__section" aria-labelledby="on-this-day">
      <h2 id="on-this-day">On this day</h2>
      {years.map(({ years: ago, day, entries }) => (
        <section key={day} className="on-this-day__year" aria-label={yearsAgo(ago)}>
          <h3 className="on-this-day__when">
            {yearsAgo(ago)}
            <span className="on-this-day__date">
              {formatExact(`${day}T12:00:00Z`, 'UTC').split(' at ')[0]}
            </span>
          </h3>
          {entries.map((entry) => (
            <CardAcrossJournals key={entry.id} entry={entry} journal={byId.get(entry.journal_id)} />
          ))}
        </section>
      ))}
    </section>
  );
}
