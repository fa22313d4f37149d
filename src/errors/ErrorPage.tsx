import type { ReactNode } from 'react';
import { ErrorText } from '../../contract/error-texts';

const KNOWN_BUG_TEXT =
  'This is a known bug and we are working on it. Please refresh your browser. We are sorry for the inconvenience.';
const SHARE_ERROR_ID_TEXT = 'Share the following error ID with us and we’ll sort it out:';

export interface ErrorPageProps {
  /** HTTP-like status; 500 when unknown */
  statusCode?: number;
  message?: string;
  /** the reference id a 5xx answer carries, also in the server log */
  errorId?: string;
  /** e.g. 'Error ID copied to clipboard.' while it shows (see copyErrorId) */
  copyNotice?: string;
  onRefresh: () => void;
  onCopyErrorId: (id: string) => void;
  /** where to go from here (the not-found page's ways on) */
  children?: ReactNode;
}

/** docs/product.md §2's error page: what went wrong, and what the user can do about it. */
export function ErrorPage({
  statusCode = 500,
  message,
  errorId,
  copyNotice,
  onRefresh,
  onCopyErrorId,
  children,
}: ErrorPageProps) {
  const text = message || (statusCode === 404 ? ErrorText.pageNotFound : undefined);
  return (
    <main className="error-page">
      <h1 className="error-page__status">{statusCode}</h1>
      {text && <p className="error-page__message">{text}</p>}
      {statusCode === 503 && <p className="error-page__known-bug">{KNOWN_BUG_TEXT}</p>}
      {errorId && (
        <p className="error-page__ref">
          {SHARE_ERROR_ID_TEXT}{' '}
          <button
            type="button"
            className="error-page__ref-id"
            title="Copy error ID"
            onClick={() => onCopyErrorId(errorId)}
          >
            {errorId}
          </button>
        </p>
      )}
      {copyNotice && (
        <p role="status" className="error-page__notice">
          {copyNotice}
        </p>
      )}
      {statusCode > 500 && (
        <button type="button" className="error-page__refresh" onClick={onRefresh}>
          Refresh
        </button>
      )}
      {children}
    </main>
  );
}
