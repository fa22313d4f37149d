import { useState } from 'react';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ActivityFeed } from '../discovery/ActivityFeed';
import type { Feed } from '../discovery/discovery-api';
import { FeedTabs, feedPanelId } from '../discovery/FeedTabs';
import '../discovery/discovery.css';

/**
 * /activity: the public feed for everyone; a signed-in user also has the feed of the journals
 * they follow, own or collaborate on.
 */
export function Activity() {
  useDocumentTitle('Activity');
  const { userId } = useAuth();
  const [feed, setFeed] = useState<Feed>('everyone');
  const shown: Feed = userId === null ? 'everyone' : feed;
  return (
    <main className="screen discovery-screen">
      <h1>Activity</h1>
      {userId !== null && <FeedTabs chosen={shown} onChoose={setFeed} />}
      <ActivityFeed key={shown} feed={shown} id={feedPanelId(shown)} />
    </main>
  );
}
