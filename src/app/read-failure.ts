import type { ServerRead } from '../profile/server-reads';
import type { ErrorScreenProps } from './ErrorScreen';

/**
 * The error page a page shows when its server read failed in a way the page cannot word itself:
 * a 5xx (with its reference id, to share and copy) or nothing there (a 404, with ways on).
 * Null for the rest (offline, a refusal), which the page says in its own words.
 */
export function readFailurePage(read: ServerRead | undefined): ErrorScreenProps | null {
  if (read?.status !== 'failed' || read.httpStatus === undefined) return null;
  if (read.httpStatus !== 404 && read.httpStatus < 500) return null;
  return {
    statusCode: read.httpStatus,
    message: read.message,
    ...(read.ref ? { errorId: read.ref } : {}),
  };
}
