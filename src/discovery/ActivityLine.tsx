import { Link } from 'react-router-dom';
import type { ActivityItem } from '../../contract/activity';
import { formatExact, formatWhen } from '../dates/when';
import { activityParts } from './activity-text';

/** One line of a feed: who did what in which journal, with links to them, and when. */
export function ActivityLine({ item, now }: { item: ActivityItem; now: number }) {
  const { who, action, journal } = activityParts(item);
  return (
    <li className="discovery-activity">
      <span>
        {who ? <Link to={who.to}>{who.name}</Link> : 'Someone'} {action.before}{' '}
        {action.entry && (
          <>
            <Link to={action.entry.to}>{action.entry.text}</Link>{' '}
          </>
        )}
        {action.after && `${action.after} `}
        <Link to={journal.to}>{journal.title}</Link>
      </span>
      <time
        className="discovery-activity__when"
        dateTime={item.created_at}
        title={formatExact(item.created_at)}
      >
        {formatWhen(item.created_at, now)}
      </time>
    </li>
  );
}
