import { useState } from 'react';
import { copyErrorId } from '../errors/copy-error-id';
import { ErrorPage } from '../errors/ErrorPage';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPageFallback } from './ErrorPageFallback';
import { NotFoundWays } from './NotFoundWays';
import { useDocumentTitle } from './useDocumentTitle';

export interface ErrorScreenProps {
  statusCode?: number;
  message?: string;
  errorId?: string;
}

/**
 * The error page wired to the browser (reload, clipboard), guarded against failing itself; a
 * 404, whoever found nothing (a route, a username that cannot be one, a read), offers ways on.
 */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <ErrorBoundary fallback={() => <ErrorPageFallback />}>
      <WiredErrorPage {...props} />
    </ErrorBoundary>
  );
}

function WiredErrorPage(props: ErrorScreenProps) {
  const [copyNotice, setCopyNotice] = useState<string | undefined>();
  // A path no route matches has no route title to give the tab; the page names itself.
  useDocumentTitle(props.statusCode === 404 ? 'Page not found' : 'Something went wrong');
  return (
    <ErrorPage
      {...props}
      copyNotice={copyNotice}
      onRefresh={() => location.reload()}
      onCopyErrorId={(id) =>
        void copyErrorId(id, navigator.clipboard, setCopyNotice, (done, ms) =>
          window.setTimeout(done, ms),
        )
      }
    >
      {props.statusCode === 404 && <NotFoundWays />}
    </ErrorPage>
  );
}
