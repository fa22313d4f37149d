import { Link, Outlet } from 'react-router-dom';
import { useAuth } from './useAuth';
import { useLogout } from './useLogout';

/**
 * The default layout's top bar: the smallest navigation that lets a user sign in and out. The
 * full shell of SPEC §2 (menu, bottom bar, plus button) replaces it.
 */
export function DefaultLayout() {
  const { checked, authenticated } = useAuth();
  const logout = useLogout();
  return (
    <>
      <header className="app-bar">
        <Link to={authenticated ? '/home' : '/'} className="app-bar__name">
          Ritual
        </Link>
        {checked && (
          <nav className="app-bar__nav" aria-label="Main">
            {authenticated ? (
              <>
                <Link to="/home">Home</Link>
                <button type="button" onClick={() => void logout()}>
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/login">Login</Link>
                <Link to="/join">Join</Link>
              </>
            )}
          </nav>
        )}
      </header>
      <Outlet />
    </>
  );
}
