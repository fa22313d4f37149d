import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { errorReporter } from './browser-reporter';
import { reportedPath } from './reported-path';

/** Tells the reporter where the page is on every route change, leaving a navigation breadcrumb. */
export function useReportedPage(page: string | undefined): void {
  const { pathname } = useLocation();
  const params = useMatches().at(-1)?.params ?? {};
  const path = reportedPath(pathname, params);
  useEffect(() => errorReporter.navigated(page, path), [page, path]);
}
