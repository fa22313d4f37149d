import { Hono } from 'hono';
import {
  AccountSecurityAnswerSchema,
  ChangePasswordBodySchema,
  PASSWORD_CHANGED,
  SIGNED_OUT_EVERYWHERE,
} from '../../contract/account-security.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { json } from '../http/openapi.js';
import { clientAddress } from '../http/client-address.js';
import { writeRoutes } from '../http/write-route.js';
import { changePassword } from './password-change.js';
import { deleteUserSessions } from './sessions.js';
import { unauthenticated } from '../errors.js';

const tags = ['auth'];

/** Settings' password change and sign-out everywhere (mounted at /auth). */
export function accountSecurityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);

  write(
    'post',
    '/password',
    {
      doc: {
        summary:
          'Change your password (needs the current one; wrong guesses count like failed sign-ins, 429 carries Retry-After). Every other session ends, this one stays; the owner is mailed',
        tags,
        responses: { 200: json(AccountSecurityAnswerSchema, 'Changed') },
        errors: [400, 401, 403, 429],
      },
      auth: true,
      body: ChangePasswordBodySchema,
      idempotent: false,
    },
    async (c, { user, body }) => {
      const sessionId = c.get('sessionId');
      if (!sessionId) throw unauthenticated();
      const address = clientAddress(c, deps.config.trustProxy);
      await changePassword(deps, user, sessionId, body, address);
      deps.realtime.endSessions({ userId: user.id, keep: sessionId });
      return c.json({ message: PASSWORD_CHANGED }, 200);
    },
  );

  write(
    'post',
    '/logout-everywhere',
    {
      doc: {
        summary: 'Sign out on every device: every token of yours stops working, this one too',
        tags,
        responses: { 200: json(AccountSecurityAnswerSchema, 'Signed out everywhere') },
        errors: [401],
      },
      auth: true,
      idempotent: false,
    },
    async (c, { user }) => {
      await deps.database.transaction((tx) => deleteUserSessions(tx, user.id));
      deps.realtime.endSessions({ userId: user.id });
      return c.json({ message: SIGNED_OUT_EVERYWHERE }, 200);
    },
  );

  return routes;
}
