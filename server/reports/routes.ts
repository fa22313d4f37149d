import { Hono } from 'hono';
import { ClientErrorLimits, ClientErrorReportSchema } from '../../contract/client-errors.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { NoContent } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import type { UserRow } from '../db/rows.js';

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

  write(
    'post',
    '/',
    {
      doc: {
        summary: `Report an error the page met; the log line carries the signed-in user (at most ${ClientErrorLimits.reportsPerMinute} a minute)`,
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
