import '../contract/zod-without-eval';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PRESUMED_VISITOR, type AuthState } from './app/auth-state';
import type { ErrorStore } from './app/error-store';
import { ErrorBoundary } from './app/ErrorBoundary';
import { ErrorScreen } from './app/ErrorScreen';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { readShellHint } from './app/shell-hint';
import { startApp } from './app/start-app';
import { discardPrerendered, hydratable, loadScreensOf, pressHeldButton } from './app/take-over';
import { loadNewEntryShell } from './new-entry/lazy-new-entry-shell';
import { errorReporter } from './errors/reporting/browser-reporter';
import { readableMessage } from './errors/reporting/readable-message';
import { listenForErrors } from './errors/reporting/window-errors';
import { registerServiceWorker } from './pwa/register-sw';
import './styles/tokens.css';
import './styles/base.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// First of all, so that even a failing start is reported; the banner exists once the app does.
const banner: { store?: ErrorStore } = {};
listenForErrors(window, errorReporter, {
  onError: (thrown) =>
    void readableMessage(thrown).then((message) => banner.store?.report(message)),
});

// Once per load: the data layer syncs in the background whatever screen shows.
const services = startApp();
banner.store = services.errorStore;
registerServiceWorker();

/**
 * Marks the prerendered page taken over once the hydration has committed, after the screens'
 * own layout effects (children's run first): until then a form sent or a button pressed is held
 * (public/theme.js), and pressed again now; tests wait for the mark.
 */
function TakenOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (!root?.hasAttribute('data-prerendered')) return;
    root.removeAttribute('data-prerendered');
    pressHeldButton(root);
  }, []);
  return children;
}

const page = (initialAuth?: AuthState) => (
  <StrictMode>
    <ErrorBoundary fallback={() => <ErrorScreen statusCode={500} />}>
      <TakenOver>
        <App services={services} router={createAppRouter()} initialAuth={initialAuth} />
      </TakenOver>
    </ErrorBoundary>
  </StrictMode>
);
const drawAnew = () => {
  discardPrerendered(root);
  createRoot(root).render(page());
};

/**
 * What the server read to draw this page (app/first-read.ts), kept in the device's store before
 * the page is taken over: the screens' reads then find there what the page shows. Not kept (no
 * IndexedDB), the screens read the server again.
 */
async function keepFirstRead() {
  const journal = services.firstRead?.journal;
  if (!journal) return;
  const { rememberDrawnJournal } = await import('./profile/profile-api');
  await rememberDrawnJournal(services.dataLayer.db, journal).catch((error: unknown) =>
    errorReporter.breadcrumb('error', `keeping the drawn journal: ${String(error)}`),
  );
}

// A prerendered public page (docs/architecture.md) stays on screen while its screen's chunk
// loads, and is then taken over in place; the service worker's app shell has none to keep.
if (hydratable(root, readShellHint())) {
  Promise.all([loadScreensOf(routes, location.pathname), keepFirstRead()]).then(
    // As a transition, so React hydrates in slices and yields between them: on a phone, one
    // task for a whole journal page held the main thread for a sixth of a second.
    () => startTransition(() => void hydrateRoot(root, page(PRESUMED_VISITOR))),
    // Its chunk could not load: the router tries again, and shows why if it fails.
    drawAnew,
  );
} else {
  // The screen loads before the first render, so the router starts with it rather than with
  // nothing to show (React Router then warns that it has no fallback for the wait); on a device
  // that was signed in the new-entry shell loads beside it, so an N or a drop as the page appears
  // reaches the shell.
  Promise.all([
    loadScreensOf(routes, location.pathname),
    readShellHint() ? loadNewEntryShell() : undefined,
  ]).then(drawAnew, drawAnew);
}
