import { Activity } from 'lucide-react';
import { useCallback } from 'react';
import type { ActivityItem } from '../../contract/activity';
import { useAuth } from '../app/useAuth';
import { EmptyState } from '../components/EmptyState';
import { useMinuteClock } from '../screens/parts/useMinuteClock';
import { ActivityLine } from './ActivityLine';
import { discoveryHttp, readActivity, type Feed } from './discovery-api';
import { LoadMore, ReadError, RememberedNote } from './ReadNotes';
import { rememberedKey } from './remembered-reads';
import { usePagedRead, type LoadPage } from './usePagedRead';

const EMPTY: Record<Feed, string> = {
  everyone: 'Nothing has happened here yet.',
  following: 'Nothing yet from the journals you follow or work on.',
};

/**
 * One activity feed, newest first, page by page; the last one read shows offline. With an `id`
 * it is the panel of its tab (FeedTabs).
 */
export function ActivityFeed({ feed, id }: { feed: Feed; id?: string }) {
  const { userId } = useAuth();
  const loadPage = useCallback<LoadPage<ActivityItem>>(
    (cursor, signal) => readActivity(discoveryHttp(), feed, cursor, signal),
    [feed],
  );
  const read = usePagedRead(rememberedKey.activity(feed, userId), loadPage);
  const now = useMinuteClock();
  return (
    <section
      className="discovery-feed"
      {...(id === undefined
        ? { 'aria-label': feed === 'everyone' ? 'Everyone' : 'Following' }
        : { id, role: 'tabpanel', 'aria-labelledby': `activity-tab-${feed}` })}
      aria-busy={read.list === undefined && read.error === null}
    >
      {read.rememberedAt !== null && <RememberedNote at={read.rememberedAt} error={read.error} />}
      {read.error !== null && read.list === undefined && <ReadError message={read.error} />}
      {read.list?.items.length === 0 && <EmptyState icon={<Activity />} title={EMPTY[feed]} />}
      {read.list && read.list.items.length > 0 && (
        <ul className="discovery-feed__list">
          {read.list.items.map((item) => (
            <ActivityLine key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={read.list?.next != null}
        loading={read.loadingMore}
        error={read.moreError}
        onLoad={read.loadMore}
      />
    </section>
  );
}
