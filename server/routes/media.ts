import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';

export function mediaRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
