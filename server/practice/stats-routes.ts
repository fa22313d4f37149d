import { Hono } from 'hono';
import { StatsQuerySchema, StatsSchema } from '../../contract/stats.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { statsOf } from './stats.js';

/** Mounted at /users/stats/ and at /users/stats: docs/product.md §7 writes the trailing slash, both answer. */
export function statsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    doc({
      summary: 'Your entries counted by day, type and journal, with your streaks',
      tags: ['stats'],
      auth: true,
      responses: { 200: json(StatsSchema, 'The stats, in your time zone') },
      errors: [400, 401, 404, 410],
    }),
    requireUser,
    validate('query', StatsQuerySchema),
    async (c) => c.json(await statsOf(deps, currentUser(c), c.req.valid('query').journal)),
  );

  return routes;
}
