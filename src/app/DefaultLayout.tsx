import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PlayerBar } from '../audio/PlayerBar';
import { PlayerProvider } from '../audio/PlayerProvider';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { IncomingMessageSound } from '../messages/IncomingMessageSound';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { VideoChatHost } from '../video/VideoChatHost';
import { LazyNewEntryShell } from '../new-entry/lazy-new-entry-shell';
import { PlusOverlay } from '../plus/PlusOverlay';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { LazyInAppReminders } from '../reminders/lazy-in-app-reminders';
import { BottomToolbar } from '../shell/BottomToolbar';
import { FloatingPlus } from '../shell/FloatingPlus';
import { HomeSidebar } from '../shell/HomeSidebar';
import { AppNav } from '../shell/nav/AppNav';
import { VisitorBar } from '../shell/nav/VisitorBar';
import { ProgressBar } from '../shell/ProgressBar';
import { SearchOverlay } from '../shell/SearchOverlay';
import { ShellContext } from '../shell/shell-context';
import { showsFloatingPlus } from '../shell/shell-places';
import type { Shortcut } from '../shell/shortcuts';
import { UsernameOverlay } from '../shell/UsernameOverlay';
import { useOnline } from '../shell/useOnline';
import { useShellState } from '../shell/useShellState';
import { useShortcuts } from '../shell/useShortcuts';
import { useTimezoneCheck } from '../shell/useTimezoneCheck';
import { PageTransition } from './PageTransition';
import { readShellHint } from './shell-hint';
import { useAuth } from './useAuth';

/**
 * The default layout's shell (docs/product.md §2): for a signed-in person the header and main
 * navigation (a tab bar on phones, a sidebar from 769 px), for a visitor a header; the page in
 * #main, which the skip link (RootLayout) reaches; the floating plus; the overlays (search, new
 * entry with the drop zone, Home sidebar, username), the audio player and the bottom toolbar;
 * the reminders due while the app is open; shortcuts and the timezone check.
 */
export function DefaultLayout() {
  const { checked, authenticated, user: signedInUser } = useAuth();
  const storedUser = useCurrentUser();
  const user = authenticated ? (storedUser ?? signedInUser) : null;
  const { pathname } = useLocation();
  // Until the session check answers, the shell the last check needed: no jump when it does.
  const [hint] = useState(readShellHint);
  const appShell = checked ? authenticated : hint;
  const online = useOnline();
  const shell = useShellState();
  useTimezoneCheck(online);

  useShortcuts((shortcut: Shortcut) => shell.toggle(shortcut), authenticated);

  return (
    <ShellContext value={shell}>
      <PlayerProvider>
        <ProgressBar />
        <div className={appShell ? 'shell shell--app' : 'shell shell--visitor'}>
          {appShell ? (
            <AppNav user={user} online={online} checked={checked} />
          ) : (
            checked && <VisitorBar online={online} />
          )}
          {/* The screens bring their own <main>; this is where the skip link lands. */}
          <div id="main" className="shell__main" tabIndex={-1}>
            <PageTransition />
          </div>
        </div>
        {authenticated && <HomeSidebar />}
        {authenticated && (
          <Suspense fallback={null}>
            <LazyNewEntryShell />
          </Suspense>
        )}
        {authenticated && <SearchOverlay />}
        {authenticated && <IncomingMessageSound />}
        {authenticated && <RealtimeConnection />}
        {authenticated && (
          <Suspense fallback={null}>
            <LazyInAppReminders />
          </Suspense>
        )}
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
        {checked && showsFloatingPlus(pathname, authenticated) && <FloatingPlus />}
      </PlayerProvider>
    </ShellContext>
  );
}
