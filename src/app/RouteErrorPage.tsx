import { useEffect } from 'react';
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router-dom';
import { ErrorText } from '../../contract/error-texts';
import { reportError } from '../errors/reporting/browser-reporter';
import { useReportedPage } from '../errors/reporting/useReportedPage';
import { useReportedUser } from '../errors/reporting/useReportedUser';
import { pageOf } from './current-page';
import { ErrorScreen } from './ErrorScreen';
import { ScreenUnreachable } from './lazy-screen';

const textIn = (data: unknown, key: 'message' | 'ref'): string | undefined => {
  const value = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/** A screen that threw, or a chunk that would not load after the one reload: docs/product.md §2's error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const page = useMatches()
    .map((match) => pageOf(match.handle))
    .findLast(Boolean);
  // The failing route may be the first this load rendered, so the reporter learns it here too.
  useReportedPage(page);
  useReportedUser();
  const response = isRouteErrorResponse(error) ? error : undefined;
  const ref = textIn(response?.data, 'ref');

  useEffect(() => {
    // A 404 or 403 answer is an honest outcome, and so is a screen that cannot load offline; a
    // 5xx or anything else thrown is a bug to look at.
    if ((response && response.status < 500) || error instanceof ScreenUnreachable) return;
    reportError(error, {
      extra: { source: 'route error page' },
      ...(response ? { status: response.status } : {}),
      ...(ref ? { ref } : {}),
    });
  }, [error, response, ref]);

  if (response)
    return (
      <ErrorScreen
        statusCode={response.status}
        message={textIn(response.data, 'message')}
        {...(ref ? { errorId: ref } : {})}
      />
    );
  // 504: the server was not reached; the page offers Refresh for when it is back.
  if (error instanceof ScreenUnreachable)
    return <ErrorScreen statusCode={504} message={error.message} />;
  return <ErrorScreen statusCode={500} message={ErrorText.server} />;
}
