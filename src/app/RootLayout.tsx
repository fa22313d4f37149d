import { useLayoutEffect, type MouseEvent } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useReportedPage } from '../errors/reporting/useReportedPage';
import { useReportedUser } from '../errors/reporting/useReportedUser';
import { pageOf } from './current-page';
import { GlobalErrorBanner } from './GlobalErrorBanner';
import { routeTitleOf } from './route-title';
import { titleOf } from './useDocumentTitle';

/**
 * Every page: tells the error reporter which page it is (the route's name) and who is signed in,
 * names the tab after the route, and shows the skip link and the error banner.
 */
export function RootLayout() {
  const matches = useMatches();
  const page = matches.map((match) => pageOf(match.handle)).findLast(Boolean);
  useReportedPage(page);
  useReportedUser();
  useRouteTitle(
    matches.map((match) => routeTitleOf(match.handle)).findLast((t) => t !== undefined),
  );
  return (
    <>
      {/* The first thing a keyboard reaches (WCAG 2.4.1); an embed in another site has no shell to skip. */}
      {page !== 'embed-entry' && (
        <a className="skip-link" href="#main" onClick={skipToContent}>
          Skip to content
        </a>
      )}
      <GlobalErrorBanner />
      <Outlet />
    </>
  );
}

/**
 * The route's own name for the tab ("Messages · Ritual"), set as the route changes. A layout
 * effect, so it runs before the screen's own useDocumentTitle, which may then say more ("Stats:
 * Running"); a route without a title leaves the name to its screen.
 */
function useRouteTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (title !== undefined) document.title = titleOf(title);
  }, [title, pathname]);
}

/**
 * Moves the focus to the page's content itself: following '#main' would put it in the address,
 * where the router takes it for a new visit of the page.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}
