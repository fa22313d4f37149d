import { Hono } from 'hono';
import { ClientErrorLimits, ClientErrorReportSchema } from '../../contract/client-errors.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { tooMany } from '../errors.js';
import { NoContent } from '../http/openapi.js';
import { clientAddress } from '../http/client-address.js';
import { writeRoutes } from '../http/write-route.js';
import type { UserRow } from '../db/rows.js';

const WINDOW = 60 * 1000;
/** Reports one user, or one address, may send per minute; a page in an error loop is told to wait. */
const CLIENT_ERRORS_PER_WINDOW = 30;
/** Past this many counters, the ones whose reports have all left the window are forgotten. */
const SWEEP_AT = 10_000;

/**
 * Counts reports per key in memory: they are not stored, so there is no table to count in. With
 * several server processes each counts its own; that bounds the log well enough.
 */
function reportThrottle(now: () => number) {
  const sent = new Map<string, number[]>();
  const recent = (key: string, at: number) =>
    (sent.get(key) ?? []).filter((time) => time > at - WINDOW);
  return {
    /** Counts one report for `key`, or throws 429 with Retry-After when it has sent too many. */
    take(key: string): void {
      const at = now();
      if (sent.size > SWEEP_AT)
        for (const known of [...sent.keys()])
          if (recent(known, at).length === 0) sent.delete(known);
      const times = recent(key, at);
      if (times.length >= CLIENT_ERRORS_PER_WINDOW) {
        const wait = Math.max(1, Math.ceil((times[0]! + WINDOW - at) / 1000));
        throw tooMany(`Too many error reports at once. Please try again in ${wait} seconds.`, wait);
      }
      sent.set(key, [...times, at]);
    },
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Replaces the request's own token wherever a careless page copied it into the report. */
function withoutToken(value: unknown, token: string | undefined): unknown {
  if (!token) return value;
  if (typeof value === 'string') return value.split(token).join('[token]');
  if (Array.isArray(value)) return value.map((item) => withoutToken(item, token));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        withoutToken(key, token),
        withoutToken(item, token),
      ]),
    );
  return value;
}

const reporter = (user: UserRow | undefined) =>
  user ? { id: user.id, username: user.username, email: user.email } : null;

/** docs/product.md §4: errors the page reports, written to the server's log beside its own errors (POST /client-errors). */
export function reportsRouters(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);
  const throttle = reportThrottle(deps.now);

  write(
    'post',
    '/',
    {
      doc: {
        summary:
          'Report an error the page met; the log line carries the signed-in user (at most 30 a minute)',
        tags: ['errors'],
        responses: { 204: NoContent },
        errors: [400, 413, 429],
      },
      auth: 'optional',
      // Anyone may call this route, so its body is bounded well below the JSON limit.
      bodyLimit: ClientErrorLimits.bodyBytes,
      body: ClientErrorReportSchema,
      idempotent: false,
    },
    (c, { user, body }) => {
      throttle.take(
        user ? `user:${user.id}` : `address:${clientAddress(c, deps.config.trustProxy)}`,
      );
      const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
      deps.log.error('client error', {
        report: withoutToken(body, token),
        user: reporter(user),
      });
      return c.body(null, 204);
    },
  );

  return { clientErrors: routes };
}
