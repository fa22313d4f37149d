import type { AppDeps } from '../deps.js';
import { collaborationRoutes } from './collaboration-routes.js';
import { journalInvitationRoutes } from './invitation-routes.js';
import { journalRoutes } from './journal-routes.js';
import { videoRoutes } from './video-room-routes.js';

/** journals/'s routers; app.ts mounts each at its URL prefix. */
export function journalsRouters(deps: AppDeps) {
  return {
    collaboration: collaborationRoutes(deps),
    ...journalInvitationRoutes(deps),
    journals: journalRoutes(deps),
    videoRooms: videoRoutes(deps),
  };
}
