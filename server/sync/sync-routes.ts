import { Hono } from 'hono';
import { SyncQuerySchema, SyncResponseSchema } from '../../contract/sync.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { pullChanges } from './sync-feed.js';

/** GET /sync: what changed for a device since its cursor (mounted at /sync). */
export function syncRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    doc({
      summary: 'Everything you may see that changed after the cursor (tombstones as record: null)',
      tags: ['sync'],
      auth: true,
      responses: {
        200: json(
          SyncResponseSchema,
          'Changes oldest first, the next cursor, and whether more remain',
        ),
      },
      errors: [400, 401],
    }),
    requireUser,
    validate('query', SyncQuerySchema),
    async (c) => {
      const { since, limit } = c.req.valid('query');
      const body = await pullChanges(deps, currentUser(c), since, limit);
      return c.body(body, 200, { 'Content-Type': 'application/json' });
    },
  );
  return routes;
}
