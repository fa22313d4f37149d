import { useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useProfile } from '../hooks/data/useProfile';
import { OwnProfileLists } from '../profile/OwnProfileLists';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfileJournalList } from '../profile/ProfileJournalList';
import { ProfileMissing } from '../profile/ProfileMissing';
import { ProfilePhotos } from '../profile/ProfilePhotos';

/**
 * /:slug: a user's avatar and name and the journals of theirs the reader may see; on one's own
 * profile also the journals one collaborates on and follows. Seen once, it opens offline.
 */
export function Profile() {
  const { slug = '' } = useParams();
  const { userId } = useAuth();
  const { profile, read } = useProfile(slug);
  if (profile === undefined) return <main className="screen" aria-busy="true" />;
  if (profile === null) return <ProfileMissing name={slug} read={read} />;
  const own = userId !== null && userId === profile.user.id;

  return (
    <main className="screen profile-screen">
      <ProfileHeader
        user={profile.user}
        journals={profile.journals.length}
        followers={profile.followers}
      />
      <ProfilePhotos name={slug} user={profile.user} journals={profile.journals} />
      <ProfileJournalList
        title={own ? 'Your journals' : 'Journals'}
        journals={profile.journals}
        empty="No journals to show."
      />
      {own && <OwnProfileLists userId={profile.user.id} />}
    </main>
  );
}
