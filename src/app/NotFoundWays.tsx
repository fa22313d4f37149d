import { Compass, House, Search } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { ShellContext } from '../shell/shell-context';
import { useAuth } from './useAuth';

/**
 * The not-found page's ways on: home, and search for someone signed in (a visitor gets the
 * examples, as search is theirs only). Every 404 shows them, whoever found nothing.
 */
export function NotFoundWays() {
  const { userId } = useAuth();
  const shell = useContext(ShellContext);
  return (
    <nav className="not-found__ways" aria-label="Ways on">
      <Link className="button button--primary" to={userId ? '/home' : '/'}>
        <House aria-hidden="true" />
        {userId ? 'Today' : 'Ritual’s front page'}
      </Link>
      {userId && shell ? (
        <button type="button" className="button" onClick={() => shell.setOpen('search', true)}>
          <Search aria-hidden="true" />
          Search your journals
        </button>
      ) : (
        <Link className="button" to="/examples">
          <Compass aria-hidden="true" />
          Example journals
        </Link>
      )}
    </nav>
  );
}
