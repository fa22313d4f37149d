import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { User } from '../../contract/users';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { Avatar } from '../components/Avatar';
import { Tabs } from '../components/Tabs';
import './profile.css';

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/**
 * A profile's avatar, name, counts (the journals the reader may see, every entry) and pages;
 * 'Message' for a signed-in reader who is someone else.
 */
export function ProfileHeader({
  user,
  journals,
  followers,
}: {
  user: Pick<User, 'id' | 'ritual_user' | 'avatar'> & Partial<Pick<User, 'numberOfEntries'>>;
  /** how many journals the page lists; left out on pages that list none (archive, stream) */
  journals?: number;
  /** how many people follow their journals, when known */
  followers?: number;
}) {
  const { userId } = useAuth();
  const name = user.ritual_user;
  useDocumentTitle(name);
  return (
    <>
      <header className="profile-header">
        <Avatar name={name} src={user.avatar} size={72} />
        <div className="profile-header__who">
          <h1>{name}</h1>
          {(journals !== undefined || user.numberOfEntries !== undefined) && (
            <p className="profile-header__counts">
              {journals !== undefined && <span>{counted(journals, 'journal', 'journals')}</span>}
              {user.numberOfEntries !== undefined && (
                <span>{counted(user.numberOfEntries, 'entry', 'entries')}</span>
              )}
              {followers !== undefined && (
                <span>{counted(followers, 'follower', 'followers')}</span>
              )}
            </p>
          )}
        </div>
        {userId !== null && userId !== user.id && (
          <Link className="button profile-header__message" to={`/messages/${name}`}>
            <MessageCircle aria-hidden="true" />
            Message
          </Link>
        )}
      </header>
      <Tabs
        label="Profile pages"
        tabs={[
          { to: `/${name}`, label: 'Journals', end: true },
          { to: `/${name}/archive`, label: 'Archive' },
          { to: `/${name}/stream`, label: 'Stream' },
        ]}
      />
    </>
  );
}
