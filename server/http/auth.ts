import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.js';
import { userForToken } from '../account/sessions.js';
import type { AppEnv } from './env.js';
import type { UserRow } from '../db/rows.js';
import { forbidden, unauthenticated } from '../errors.js';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, if it has one of the right shape. */
export const bearerToken = (header: string | undefined): string | undefined =>
  BEARER.exec(header ?? '')?.[1];

/**
 * The live session a token names, if any. The API's requests and the real-time socket's handshake
 * both sign in through here, so they accept exactly the same tokens.
 */
export function sessionForToken(deps: AppDeps, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return Promise.resolve(undefined);
  return userForToken(deps.database, token, deps.now());
}

/**
 * Reads `Authorization: Bearer <token>` and sets the user for the rest of the request. A missing or
 * dead token leaves the request anonymous; routes that need a user say so with `requireUser`.
 */
export function identifyUser(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) {
      const found = await sessionForToken(deps, token);
      if (found) {
        c.set('user', found.user);
        c.set('sessionId', found.sessionId);
        c.set('sessionEndsAt', found.endsAt);
      }
    }
    await next();
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  await next();
});

/** The signed-in user in a handler behind `requireUser`. */
export function currentUser(c: { get(key: 'user'): UserRow | undefined }): UserRow {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

/** Behind requireUser: only administrators go on (moderation is theirs alone). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (currentUser(c).role !== 'admin') throw forbidden('Only administrators can moderate.');
  await next();
});
