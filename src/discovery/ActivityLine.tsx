import { Link } from 'react-router-dom';
import type { ActivityItem } from '../../contract/activity';
import { Waveform } from '../audio/Waveform';
import { formatExact, formatWhen } from '../dates/when';
import { activityParts } from './activity-text';
import { PersonAvatar } from './PersonAvatar';

/** A gone account's place: a question mark, not anyone's picture. */
const GONE = { id: 'gone', ritual_user: '?', avatar: null };

/**
 * One card of a feed: who (their picture) did what in which journal, with links to them, and
 * when; an entry's line adds a glimpse of it (its picture, its waveform, the start of its notes).
 */
export function ActivityLine({ item, now }: { item: ActivityItem; now: number }) {
  const { who, action, journal } = activityParts(item);
  const glimpse = item.entry;
  return (
    <li className="discovery-activity">
      <PersonAvatar person={item.user ?? GONE} size={40} />
      <div className="discovery-activity__body">
        <p className="discovery-activity__line">
          <span>
            {who ? <Link to={who.to}>{who.name}</Link> : 'Someone'} {action.before}{' '}
            {action.entry && (
              <>
                <Link to={action.entry.to}>{action.entry.text}</Link>{' '}
              </>
            )}
            {action.after && `${action.after} `}
            <Link to={journal.to}>{journal.title}</Link>
          </span>{' '}
          <time
            className="discovery-activity__when"
            dateTime={item.created_at}
            title={formatExact(item.created_at)}
          >
            {formatWhen(item.created_at, now)}
          </time>
        </p>
        {glimpse && (glimpse.preview_link || glimpse.pcm || glimpse.excerpt) && (
          <div className="discovery-activity__glimpse">
            {glimpse.preview_link && (
              <img src={glimpse.preview_link} alt="" width={72} height={72} loading="lazy" />
            )}
            {glimpse.pcm && (
              <Waveform pcm={glimpse.pcm} width={96} height={40} label={null} stretch />
            )}
            {glimpse.excerpt && <p>{glimpse.excerpt}</p>}
          </div>
        )}
      </div>
    </li>
  );
}
