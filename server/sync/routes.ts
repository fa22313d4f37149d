import type { AppDeps } from '../deps.js';
import { batchRoutes, type Dispatch } from './batch-routes.js';
import { syncRoutes } from './sync-routes.js';

/** sync/'s routers; app.ts mounts each at its URL prefix. */
export function syncRouters(deps: AppDeps, dispatch: Dispatch) {
  return { feed: syncRoutes(deps), batch: batchRoutes(deps, dispatch) };
}
