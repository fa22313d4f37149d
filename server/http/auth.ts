import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.js';
import { userForToken } from '../services/sessions.js';
import type { AppEnv, UserRow } from './env.js';
import { unauthorized } from './errors.js';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i;

/**
 * Reads `Authorization: Bearer <token>` and sets the user for the rest of the request. A missing or
 * dead token leaves the request anonymous; routes that need a user say so with `requireUser`.
 */
export function identifyUser(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (match?.[1]) {
      const found = await userForToken(deps.database, match[1], deps.now());
      if (found) {
        c.set('user', found.user);
        c.set('sessionId', found.sessionId);
      }
    }
    await next();
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/** The signed-in user in a handler behind `requireUser`. */
export function currentUser(c: { get(key: 'user'): UserRow | undefined }): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
