import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { useProfile } from '../hooks/data/useProfile';
import { useServerRead } from '../hooks/data/useServerRead';
import { readAllUserEntries } from '../profile/profile-api';
import { byYearStarted, entryCounts } from '../profile/profile-queries';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfileJournalList } from '../profile/ProfileJournalList';
import { ProfileMissing } from '../profile/ProfileMissing';
import { userEntriesReadKey } from '../profile/server-reads';

/**
 * /:slug/archive: the user's journals by the year they were started, each with its number of
 * entries. Someone else's entries are read from the server first, so the counts are theirs.
 */
export function ProfileArchive() {
  const { slug = '' } = useParams();
  const { db } = useLocalStore();
  const { userId } = useAuth();
  const { profile, read } = useProfile(slug);
  const own = profile?.user.id === userId;
  const ids = profile?.journals.map((journal) => journal.id) ?? [];
  const idsKey = ids.join();
  const counts = useLiveQuery(() => entryCounts(db, ids), [db, idsKey]);
  useServerRead(profile && !own ? `${userEntriesReadKey(slug)}:all` : null, () =>
    readAllUserEntries(db, slug),
  );
  if (profile === undefined) return <main className="screen" aria-busy="true" />;
  if (profile === null) return <ProfileMissing name={slug} read={read} />;
  const years = byYearStarted(profile.journals);

  return (
    <main className="screen profile-screen">
      <ProfileHeader user={profile.user} />
      {years.length === 0 && <p>No journals to show.</p>}
      {years.map(([year, journals]) => (
        <ProfileJournalList
          key={year}
          title={year}
          journals={journals}
          aside={(journal) => {
            const count = counts?.get(journal.id);
            return count === undefined ? null : (
              <span className="profile-count">{count === 1 ? '1 entry' : `${count} entries`}</span>
            );
          }}
        />
      ))}
    </main>
  );
}
