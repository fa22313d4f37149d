import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { User } from '../../contract/users';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { Avatar } from '../components/Avatar';
import { Tabs } from '../components/Tabs';
import './profile.css';

/** A profile's avatar, name and pages; 'Message' for a signed-in reader who is someone else. */
export function ProfileHeader({ user }: { user: Pick<User, 'id' | 'ritual_user' | 'avatar'> }) {
  const { userId } = useAuth();
  const name = user.ritual_user;
  useDocumentTitle(name);
  return (
    <>
      <header className="profile-header">
        <Avatar name={name} src={user.avatar} size={72} />
        <h1>{name}</h1>
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
