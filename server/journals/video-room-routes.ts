import { Hono } from 'hono';
import { VideoConfigSchema } from '../../contract/video.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';

/** Mounted at /video. */
export function videoRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/config',
    doc({
      summary: 'Where journals’ video rooms are hosted',
      tags: ['video'],
      auth: 'optional',
      responses: { 200: json(VideoConfigSchema, 'The video service’s domain') },
      errors: [],
    }),
    (c) => c.json({ domain: deps.config.jitsiDomain }),
  );

  return routes;
}
