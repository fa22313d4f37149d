import { Outlet, useMatches } from 'react-router-dom';
import { CurrentPageContext, pageOf } from './current-page';
import { GlobalErrorBanner } from './GlobalErrorBanner';

/** Every page: records the route name as the current page, and shows the error banner. */
export function RootLayout() {
  const matches = useMatches();
  const page = matches.map((match) => pageOf(match.handle)).findLast(Boolean);
  return (
    <CurrentPageContext value={page}>
      <GlobalErrorBanner />
      <Outlet />
    </CurrentPageContext>
  );
}
