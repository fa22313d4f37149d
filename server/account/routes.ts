import type { AppDeps } from '../deps.js';
import { accountSecurityRoutes } from './account-security-routes.js';
import { authRoutes } from './auth-routes.js';
import { exportRoutes } from './export-routes.js';
import { mailingListRoutes } from './mailing-list-routes.js';
import { profileRoutes } from './profile-routes.js';
import { twitterRoutes } from './twitter-routes.js';
import { videoUpdateRoutes } from './video-update-routes.js';

/** account/'s routers; app.ts mounts each at its URL prefix. */
export function accountRouters(deps: AppDeps) {
  return {
    ...profileRoutes(deps),
    ...mailingListRoutes(deps),
    videoUpdates: videoUpdateRoutes(),
    ...twitterRoutes(deps),
    security: accountSecurityRoutes(deps),
    export: exportRoutes(deps),
    auth: authRoutes(deps),
  };
}
