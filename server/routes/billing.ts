import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';

/** Mounted at the API root: paths are written in full (/journals/:id/…). Not built yet. */
export function billingRoutes(_deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  return routes;
}
