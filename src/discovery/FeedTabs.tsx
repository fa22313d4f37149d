import { useRef, type KeyboardEvent } from 'react';
import type { Feed } from './discovery-api';

const FEEDS: { feed: Feed; label: string }[] = [
  { feed: 'everyone', label: 'Everyone' },
  { feed: 'following', label: 'Following' },
];

export const feedPanelId = (feed: Feed) => `activity-panel-${feed}`;

/** 'Everyone' and 'Following' as tabs; the arrow keys move between them. */
export function FeedTabs({ chosen, onChoose }: { chosen: Feed; onChoose: (feed: Feed) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + FEEDS.length) % FEEDS.length;
    onChoose(FEEDS[next]!.feed);
    tabs.current[next]?.focus();
  };
  return (
    <div className="discovery-tabs" role="tablist" aria-label="Activity">
      {FEEDS.map(({ feed, label }, index) => (
        <button
          key={feed}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`activity-tab-${feed}`}
          aria-selected={feed === chosen}
          aria-controls={feedPanelId(feed)}
          tabIndex={feed === chosen ? 0 : -1}
          className="discovery-tabs__tab"
          onClick={() => onChoose(feed)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
