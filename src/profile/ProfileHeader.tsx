import { Link } from 'react-router-dom';
import type { User } from '../../contract/users';
import { useAuth } from '../app/useAuth';
import './profile.css';

/** A profile's avatar, name and pages; 'Message' for a signed-in reader who is someone else. */
export function ProfileHeader({ user }: { user: Pick<User, 'id' | 'ritual_user' | 'avatar'> }) {
  const { userId } = useAuth();
  const name = user.ritual_user;
  return (
    <>
      <header className="profile-header">
        {user.avatar ? (
          <img className="profile-avatar" src={user.avatar} alt="" />
        ) : (
          <span className="profile-avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h1>{name}</h1>
        {userId !== null && userId !== user.id && (
          <Link className="button-link" to={`/messages/${name}`}>
            Message
          </Link>
        )}
      </header>
      <nav aria-label="Profile pages" className="profile-nav">
        <Link className="button-link" to={`/${name}`}>
          Journals
        </Link>
        <Link className="button-link" to={`/${name}/archive`}>
          Archive
        </Link>
        <Link className="button-link" to={`/${name}/stream`}>
          Stream
        </Link>
      </nav>
    </>
  );
}
