import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { openAPIRouteHandler } from 'hono-openapi';
import { ErrorText } from '../contract/errors.js';
import type { AppDeps } from './deps.js';
import { identifyUser } from './http/auth.js';
import { clientApp } from './http/client-app.js';
import type { AppEnv } from './http/env.js';
import { errorBody, handleError } from './http/errors.js';
import { tooLarge } from './errors.js';
import { securityHeaders } from './http/security-headers.js';
import { accountRoutes } from './account/account-routes.js';
import { accountSecurityRoutes } from './account/account-security-routes.js';
import { activityRoutes } from './social/activity-routes.js';
import { authRoutes } from './account/auth-routes.js';
import { batchRoutes, type Dispatch } from './sync/batch-routes.js';
import { billingRoutes } from './billing/billing-routes.js';
import { bookmarkRoutes } from './social/bookmark-routes.js';
import { chatRoutes } from './social/chat-routes.js';
import { clientErrorRoutes } from './reports/client-error-routes.js';
import { collaborationRoutes } from './journals/collaboration-routes.js';
import { commentRoutes } from './social/comment-routes.js';
import { dailyLogRoutes } from './practice/daily-log-routes.js';
import { discoveryRoutes } from './discovery/discovery-routes.js';
import { entryRoutes } from './entries/entry-routes.js';
import { exportRoutes } from './account/export-routes.js';
import { moderationRoutes } from './moderation/moderation-routes.js';
import { shadowRoutes } from './social/shadow-routes.js';
import { statsRoutes } from './practice/stats-routes.js';
import { journalRoutes } from './journals/journal-routes.js';
import { mediaRoutes } from './media/media-routes.js';
import { syncRoutes } from './sync/sync-routes.js';
import { userRoutes } from './social/profile-routes.js';
import { videoRoutes } from './journals/video-room-routes.js';

/** JSON bodies are small; uploads (multipart) are limited per file while they stream instead. */
const JSON_BODY_LIMIT = 1024 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw tooLarge();
  },
});
const limitJsonBodies = createMiddleware(async (c, next) => {
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
  return jsonBodyLimit(c, next);
});

/** `dispatch` runs one write of a batch through the whole app (createApp passes its own fetch). */
export function createApi(deps: AppDeps, dispatch: Dispatch) {
  const api = new Hono<AppEnv>();
  api.use('*', limitJsonBodies);
  api.use('*', identifyUser(deps));

  // The social half is mounted first, at the root with full paths: its static segments
  // (/users/log, /journals/explore, …) must be matched before /users/:user and /journals/:id.
  for (const group of [
    commentRoutes,
    bookmarkRoutes,
    chatRoutes,
    activityRoutes,
    shadowRoutes,
    collaborationRoutes,
    dailyLogRoutes,
    statsRoutes,
    discoveryRoutes,
    accountRoutes,
    accountSecurityRoutes,
    exportRoutes,
    moderationRoutes,
    billingRoutes,
    clientErrorRoutes,
    videoRoutes,
  ])
    api.route('/', group(deps));
  api.route('/', batchRoutes(dispatch));

  api.route('/auth', authRoutes(deps));
  api.route('/users', userRoutes(deps));
  api.route('/journals', journalRoutes(deps));
  api.route('/entries', entryRoutes(deps));
  api.route('/media', mediaRoutes(deps));
  api.route('/sync', syncRoutes(deps));

  api.get(
    '/openapi.json',
    openAPIRouteHandler(api, {
      documentation: {
        info: {
          title: 'Ritual API',
          version: '1.0.0',
          description:
            'Tools to help you repeat things and store process. Send `Authorization: Bearer <token>`; every mutating call may carry an `Idempotency-Key`. Errors are `{statusCode, message, ref?}`.',
        },
        servers: [{ url: '/api' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
    }),
  );
  return api;
}

export function createApp(deps: AppDeps, options: { clientRoot?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config));
  app.route(
    '/api',
    createApi(deps, (request, env) => app.fetch(request, env)),
  );
  app.all('/api/*', (c) => c.json(errorBody(404, ErrorText.notFound), 404));
  app.route('/', clientApp(options.clientRoot));
  app.onError(handleError(deps.log));
  return app;
}
