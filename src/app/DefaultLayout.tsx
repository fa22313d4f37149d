import { Link, useLocation } from 'react-router-dom';
import { PlayerBar } from '../audio/PlayerBar';
import { PlayerProvider } from '../audio/PlayerProvider';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { IncomingMessageSound } from '../messages/IncomingMessageSound';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { VideoChatHost } from '../video/VideoChatHost';
import { NewEntryShell } from '../new-entry/NewEntryShell';
import { PlusOverlay } from '../plus/PlusOverlay';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { BottomToolbar } from '../shell/BottomToolbar';
import { BottomBar } from '../shell/BottomBar';
import { ConnectionStatus } from '../shell/ConnectionStatus';
import { FloatingPlus } from '../shell/FloatingPlus';
import { HomeSidebar } from '../shell/HomeSidebar';
import { HomeSidebarToggle } from '../shell/HomeSidebarToggle';
import { ProgressBar } from '../shell/ProgressBar';
import { SearchOverlay } from '../shell/SearchOverlay';
import { ShellContext } from '../shell/shell-context';
import { showsFloatingPlus } from '../shell/shell-places';
import type { Shortcut } from '../shell/shortcuts';
import { ShellMenu } from '../shell/ShellMenu';
import { TopNav } from '../shell/TopNav';
import { UsernameOverlay } from '../shell/UsernameOverlay';
import { useOnline } from '../shell/useOnline';
import { useShellState } from '../shell/useShellState';
import { useShortcuts } from '../shell/useShortcuts';
import { useTimezoneCheck } from '../shell/useTimezoneCheck';
import { PageTransition } from './PageTransition';
import { useAuth } from './useAuth';

/**
 * The default layout's shell (docs/product.md §2): top bar with navigation, connection status and menu; the
 * mobile bottom bar and floating plus; the overlays (search, new entry with the drop zone, Home
 * sidebar, username), the audio player and the bottom toolbar; shortcuts and the timezone check.
 */
export function DefaultLayout() {
  const { checked, authenticated, user: signedInUser } = useAuth();
  const storedUser = useCurrentUser();
  const user = authenticated ? (storedUser ?? signedInUser) : null;
  const { pathname } = useLocation();
  const online = useOnline();
  const shell = useShellState();
  useTimezoneCheck(online);

  useShortcuts((shortcut: Shortcut) => shell.toggle(shortcut), authenticated);

  return (
    <ShellContext value={shell}>
      <PlayerProvider>
        <ProgressBar />
        <header className="app-bar">
          <Link to={authenticated ? '/home' : '/'} className="app-bar__name">
            Ritual
          </Link>
          <ConnectionStatus online={online} />
          {checked && (
            <div className="app-bar__end">
              {authenticated && <HomeSidebarToggle />}
              <TopNav authenticated={authenticated} path={pathname} />
              <ShellMenu authenticated={authenticated} user={user} />
            </div>
          )}
        </header>
        {authenticated && <HomeSidebar />}
        <PageTransition />
        {authenticated && <NewEntryShell />}
        {authenticated && <SearchOverlay />}
        {authenticated && <IncomingMessageSound />}
        {authenticated && <RealtimeConnection />}
        <VideoChatHost />
        {authenticated && (
          <PlusOverlay
            open={shell.plusOpen}
            setOpen={(open) => shell.setOpen('plus', open)}
            user={user}
          />
        )}
        <UsernameOverlay user={user} />
        <UpdatePrompt />
        <PlayerBar />
        {checked && <BottomToolbar />}
        {checked && <BottomBar authenticated={authenticated} />}
        {checked && showsFloatingPlus(pathname, authenticated) && <FloatingPlus />}
      </PlayerProvider>
    </ShellContext>
  );
}
