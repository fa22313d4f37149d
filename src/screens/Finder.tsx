import { Link } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { PeopleSearch } from '../discovery/PeopleSearch';
import { PersonAvatar } from '../discovery/PersonAvatar';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { useJournals } from '../hooks/data/useJournals';
import { JournalIcon } from './parts/JournalIcon';
import { journalPath } from './parts/journal-path';
import '../discovery/discovery.css';
import { PrivateBadge } from '../components/PrivateBadge';

/**
 * /finder, where the phone's bottom bar sends Profile: the way to your own profile and journals,
 * and a search for people.
 */
export function Finder() {
  useDocumentTitle('Finder');
  const { userId } = useAuth();
  const user = useCurrentUser();
  const journals = useJournals(userId ?? '');
  return (
    <main className="screen discovery-screen">
      <h1>Finder</h1>
      {user?.ritual_user && (
        <Link className="discovery-me" to={`/${user.ritual_user}`}>
          <PersonAvatar person={user} size={48} />
          <span>
            <span className="discovery-me__name">{user.ritual_user}</span>
            <span className="discovery-me__hint">Your profile</span>
          </span>
        </Link>
      )}
      <PeopleSearch />
      <nav aria-label="Your journals" className="journal-list">
        <h2>Your journals</h2>
        {journals?.length === 0 && (
          <p>
            No journals yet. <Link to="/create-journal">New Journal</Link>
          </p>
        )}
        <ul>
          {journals?.map((journal) => (
            <li key={journal.id}>
              <Link className="journal-list__link" to={journalPath(journal)}>
                <JournalIcon journal={journal} size="small" />
                <span className="journal-list__title">{journal.title}</span>
                {journal.private && <PrivateBadge compact />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
