import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { v7 as uuidv7 } from 'uuid';
import { ErrorText, type ApiError } from '../../contract/errors.js';
import { DomainError, type RefusalKind } from '../errors.js';
import type { Log } from '../log.js';

/** The status each refusal is answered with. */
const STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-type': 415,
  unreadable: 422,
  'too-many': 429,
  'not-implemented': 501,
  'provider-unreachable': 502,
};

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
 * docs/decisions.md #13: every error is JSON `{statusCode, message, ref?}`. Expected refusals keep their
 * message; anything unexpected becomes 500 'Something went wrong.' with a ref that is also logged
 * beside the stack, which never reaches the client.
 */
export function handleError(log: Log) {
  return (error: Error, c: Context): Response => {
    if (error instanceof DomainError) {
      const status = STATUS[error.kind];
      const headers: Record<string, string> =
        error.retryAfter === undefined ? {} : { 'Retry-After': String(error.retryAfter) };
      return c.json(errorBody(status, error.message), status, headers);
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
