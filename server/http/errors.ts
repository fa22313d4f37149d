import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { v7 as uuidv7 } from 'uuid';
import { ErrorText, type ApiError } from '../../contract/errors.js';
import type { Log } from '../log.js';

/** An answer other than success, with a message meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
export const forbidden = (message: string = ErrorText.accessDenied) => new HttpError(403, message);
export const notFound = (message: string = ErrorText.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);

export function errorBody(status: number, message: string, ref?: string): ApiError {
  return ref === undefined ? { statusCode: status, message } : { statusCode: status, message, ref };
}

/** Codes with which PostgreSQL or the network say the database cannot be reached right now. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const raw = (e as { code?: unknown }).code;
    const code = typeof raw === 'string' ? raw : '';
    if (
      /^(08|57P0)/.test(code) ||
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      code === 'SQLITE_BUSY'
    ) {
      return true;
    }
    if (
      // (a pool client whose connection died answers its next query with 'not queryable')
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|connection error and is not queryable/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/**
 * DESIGN 13: every error is JSON `{statusCode, message, ref?}`. Expected refusals keep their
 * message; anything unexpected becomes 500 'Something went wrong.' with a ref that is also logged
 * beside the stack, which never reaches the client.
 */
export function handleError(log: Log) {
  return (error: Error, c: Context): Response => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.status, error.message), error.status as 400, error.headers);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 400 && /JSON/i.test(error.message)
            ? 'The request body is not valid JSON.'
            : error.message || ErrorText.unexpectedResponse;
      return c.json(errorBody(status, message), status);
    }
    const ref = uuidv7();
    if (isDatabaseUnavailable(error)) {
      log.error('database unavailable', {
        ref,
        method: c.req.method,
        path: c.req.path,
        error: String(error),
      });
      return c.json(errorBody(503, ErrorText.unavailable, ref), 503, { 'Retry-After': '5' });
    }
    log.error('unhandled error', {
      ref,
      method: c.req.method,
      path: c.req.path,
      error: error.stack ?? String(error),
    });
    return c.json(errorBody(500, ErrorText.server, ref), 500);
  };
}
