import type { AppDeps } from '../deps.js';
import { dailyLogRoutes } from './daily-log-routes.js';
import { reminderRoutes } from './reminder-routes.js';
import { statsRoutes } from './stats-routes.js';

/** practice/'s routers; app.ts mounts each at its URL prefix. */
export function practiceRouters(deps: AppDeps) {
  return { ...dailyLogRoutes(deps), ...reminderRoutes(deps), stats: statsRoutes(deps) };
}
