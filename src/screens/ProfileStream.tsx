import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useProfile } from '../hooks/data/useProfile';
import { useUserEntries } from '../hooks/data/useUserEntries';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfileMissing } from '../profile/ProfileMissing';
import { EntryCard } from './parts/EntryCard';
import { useGrowingLimit } from './parts/useGrowingLimit';

const PAGE = 30;

/**
 * /:slug/stream/:entry?: the user's entries the reader may see, newest first, one scrolling
 * column that grows as it is read; scrolled to :entry when given.
 */
export function ProfileStream() {
  const { slug = '', entry: target } = useParams();
  const { profile, read } = useProfile(slug);
  const [hasMore, setHasMore] = useState(false);
  const { limit, sentinel } = useGrowingLimit(PAGE, hasMore);
  const entries = useUserEntries(slug, profile?.user.id ?? null, limit);
  const full = entries !== undefined && entries.length >= limit;
  if (full !== hasMore) setHasMore(full);
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!target || scrolled.current === target) return;
    const element = document.getElementById(`stream-${target}`);
    if (!element) return;
    scrolled.current = target;
    element.scrollIntoView({ block: 'start' });
  }, [target, entries]);
  if (profile === undefined) return <main className="screen" aria-busy="true" />;
  if (profile === null) return <ProfileMissing name={slug} read={read} />;

  return (
    <main className="screen profile-screen">
      <ProfileHeader user={profile.user} />
      <section aria-label="Stream" className="entry-list profile-stream">
        {entries?.length === 0 && <p>No entries to show.</p>}
        {entries?.map((entry) => (
          <div key={entry.id} id={`stream-${entry.id}`}>
            <EntryCard entry={entry} href={`/${profile.user.ritual_user}/entry/${entry.id}`} />
          </div>
        ))}
        {hasMore && <div ref={sentinel} className="entry-list__more" aria-hidden="true" />}
      </section>
    </main>
  );
}
