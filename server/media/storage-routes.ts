import { Hono } from 'hono';
import { StorageUseSchema } from '../../contract/storage.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { storageUse } from './storage-quota.js';

/** GET /users/me/storage: how much of their storage the signed-in user's files take. */
export function storageRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    doc({
      summary:
        'Your storage: the bytes your files take (originals, previews, covers, avatar, icons) and how many your plan keeps',
      tags: ['media'],
      auth: true,
      responses: { 200: json(StorageUseSchema, 'Bytes used and the quota') },
      errors: [401],
    }),
    requireUser,
    async (c) => {
      const use = await storageUse(deps.database.read, deps.config, currentUser(c), deps.now());
      return c.json(use, 200, { 'Cache-Control': 'no-store' });
    },
  );
  return routes;
}
