import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { openAPIRouteHandler } from 'hono-openapi';
import { ErrorText } from '../contract/errors.js';
import type { AppDeps } from './deps.js';
import { identifyUser } from './http/auth.js';
import { clientApp } from './http/client-app.js';
import type { AppEnv } from './http/env.js';
import { errorBody, handleError, HttpError } from './http/errors.js';
import { securityHeaders } from './http/security-headers.js';
import { authRoutes } from './routes/auth.js';
import { entryRoutes } from './routes/entries.js';
import { journalRoutes } from './routes/journals.js';
import { mediaRoutes } from './routes/media.js';
import { syncRoutes } from './routes/sync.js';
import { userRoutes } from './routes/users.js';

/** JSON bodies are small; uploads (multipart) are limited per file while they stream instead. */
const JSON_BODY_LIMIT = 1024 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new HttpError(413, 'The request is too large.');
  },
});
const limitJsonBodies = createMiddleware(async (c, next) => {
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
  return jsonBodyLimit(c, next);
});

export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.use('*', limitJsonBodies);
  api.use('*', identifyUser(deps));

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
  app.route('/api', createApi(deps));
  app.all('/api/*', (c) => c.json(errorBody(404, ErrorText.notFound), 404));
  app.route('/', clientApp(options.clientRoot));
  app.onError(handleError(deps.log));
  return app;
}
