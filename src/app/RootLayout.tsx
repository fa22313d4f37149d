import { Outlet, useMatches } from 'react-router-dom';
import { useReportedPage } from '../errors/reporting/useReportedPage';
import { useReportedUser } from '../errors/reporting/useReportedUser';
import { pageOf } from './current-page';
import { GlobalErrorBanner } from './GlobalErrorBanner';

/**
 * Every page: tells the error reporter which page it is (the route's name) and who is signed in,
 * and shows the error banner.
 */
export function RootLayout() {
  const matches = useMatches();
  const page = matches.map((match) => pageOf(match.handle)).findLast(Boolean);
  useReportedPage(page);
  useReportedUser();
  return (
    <>
      <GlobalErrorBanner />
      <Outlet />
    </>
  );
}
