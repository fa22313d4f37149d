import { Hono } from 'hono';
import { VideoUpdatesSchema } from '../../contract/account.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { loadVideoUpdates } from './video-updates.js';

const tags = ['account'];

/** Short videos about Ritual's features, read once at start (mounted at /video-updates). */
export function videoUpdateRoutes() {
  const routes = new Hono<AppEnv>();
  const videos = loadVideoUpdates();

  routes.get(
    '/',
    doc({
      summary: 'Short videos about Ritual’s features, newest first',
      tags,
      responses: { 200: json(VideoUpdatesSchema, 'The videos') },
    }),
    (c) => c.json({ videos }),
  );

  return routes;
}
