import type { AppDeps } from '../deps.js';
import { activityRoutes } from './activity-routes.js';
import { bookmarkRoutes } from './bookmark-routes.js';
import { chatRoutes } from './chat-routes.js';
import { commentRoutes } from './comment-routes.js';
import { profileRoutes } from './profile-routes.js';
import { shadowRoutes } from './shadow-routes.js';

/** social/'s routers; app.ts mounts each at its URL prefix. */
export function socialRouters(deps: AppDeps) {
  return {
    ...commentRoutes(deps),
    bookmarks: bookmarkRoutes(deps),
    chat: chatRoutes(deps),
    ...activityRoutes(deps),
    ...shadowRoutes(deps),
    profiles: profileRoutes(deps),
  };
}
