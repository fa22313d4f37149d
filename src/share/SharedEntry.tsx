import type { Entry } from '../../contract/entries';
import { useTimeZone } from '../dates/useTimeZone';
import { formatExact, formatWhen } from '../dates/when';
import { EntryMedia } from '../screens/entry-parts/EntryMedia';
import { useMinuteClock } from '../screens/parts/useMinuteClock';
import './share.css';

/** One entry read-only, as a visitor with its link sees it: who, when, its media and notes. */
export function SharedEntry({ entry }: { entry: Entry }) {
  const timeZone = useTimeZone();
  const now = useMinuteClock();
  return (
    <article className="share-entry" aria-label={`Entry by ${entry.user.ritual_user}`}>
      <header className="share-entry__meta">
        <h2 className="share-entry__author">{entry.user.ritual_user}</h2>
        <time dateTime={entry.created_at} title={formatExact(entry.created_at, timeZone)}>
          {formatWhen(entry.created_at, now, timeZone)}
        </time>
        {entry.private && <span className="share-entry__private">Private</span>}
      </header>
      <div className="share-entry__media">
        <EntryMedia entry={entry} />
      </div>
      {entry.notes && (
        <p className="share-entry__notes reading" aria-label="Notes">
          {entry.notes}
        </p>
      )}
    </article>
  );
}
