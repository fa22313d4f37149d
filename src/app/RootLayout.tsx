import { Outlet, useMatches } from 'react-router-dom';
import { useReportedPage } from '../errors/reporting/useReportedPage';
import { useReportedUser } from '../errors/reporting/useReportedUser';
import { CurrentPageContext, pageOf } from './current-page';
import { GlobalErrorBanner } from './GlobalErrorBanner';

/**
 * Every page: records the route name as the current page, tells the error reporter where the page
 * is and who is signed in, and shows the error banner.
 */
export function RootLayout() {
  const matches = useMatches();
  const page = matches.map((match) => pageOf(match.handle)).findLast(Boolean);
  useReportedPage(page);
  useReportedUser();
  return (
    <CurrentPageContext value={page}>
      <GlobalErrorBanner />
      <Outlet />
    </CurrentPageContext>
  );
}
