import { Link } from 'react-router-dom';
import { showsTopNav } from './shell-places';

const NEW_ENTRY_HINT = 'Use this button to add a new entry to your Journals.';

/** docs/product.md §2: New Entry, New Journal and Home for a signed-in user; Login and Join for a visitor. */
export function TopNav({ authenticated, path }: { authenticated: boolean; path: string }) {
  if (!authenticated) {
    return (
      <nav className="app-bar__nav" aria-label="Main">
        <Link to="/login">Login</Link>
        <Link to="/join">Join</Link>
      </nav>
    );
  }
  if (!showsTopNav(path)) return null;
  return (
    <nav className="app-bar__nav" aria-label="Main">
      <Link to="/push" className="button" title={NEW_ENTRY_HINT}>
        New Entry
      </Link>
      <Link to="/create-journal" className="button">
        New Journal
      </Link>
      <Link to="/home" className="button">
        Home
      </Link>
    </nav>
  );
}
