import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { BottomBar } from '../shell/BottomBar';
import { ConnectionStatus } from '../shell/ConnectionStatus';
import { FloatingPlus } from '../shell/FloatingPlus';
import { ShellContext } from '../shell/shell-context';
import { showsFloatingPlus } from '../shell/shell-places';
import type { Shortcut } from '../shell/shortcuts';
import { ShellMenu } from '../shell/ShellMenu';
import { TopNav } from '../shell/TopNav';
import { useOnline } from '../shell/useOnline';
import { useShellState } from '../shell/useShellState';
import { useShortcuts } from '../shell/useShortcuts';
import { useTimezoneCheck } from '../shell/useTimezoneCheck';
import { useAuth } from './useAuth';

/**
 * The default layout's shell (SPEC §2): top bar with navigation, connection status and menu; the
 * mobile bottom bar and floating plus; shortcuts and the timezone check.
 */
export function DefaultLayout() {
  const { checked, authenticated, user: signedInUser } = useAuth();
  const storedUser = useCurrentUser();
  const user = authenticated ? (storedUser ?? signedInUser) : null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const online = useOnline();
  const shell = useShellState();
  useTimezoneCheck(online);

  useShortcuts((shortcut: Shortcut) => {
    shell.toggle(shortcut);
    // The new-entry panel is not built yet: N goes to /push, and from there back home.
    if (shortcut === 'push') void navigate(pathname === '/push' ? '/home' : '/push');
  }, authenticated);

  return (
    <ShellContext value={shell}>
      <header className="app-bar">
        <Link to={authenticated ? '/home' : '/'} className="app-bar__name">
          Ritual
        </Link>
        <ConnectionStatus online={online} />
        {checked && (
          <div className="app-bar__end">
            <TopNav authenticated={authenticated} path={pathname} />
            <ShellMenu authenticated={authenticated} user={user} />
          </div>
        )}
      </header>
      <Outlet />
      {checked && <BottomBar authenticated={authenticated} />}
      {checked && showsFloatingPlus(pathname, authenticated) && <FloatingPlus />}
    </ShellContext>
  );
}
