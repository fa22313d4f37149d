import { Hono } from 'hono';
import {
  AccountSecurityAnswerSchema,
  ChangePasswordBodySchema,
  PASSWORD_CHANGED,
  SIGNED_OUT_EVERYWHERE,
} from '../../contract/account-security.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { clientAddress } from '../http/client-address.js';
import { changePassword } from './password-change.js';
import { deleteUserSessions } from './sessions.js';
import { unauthenticated } from '../errors.js';

const tags = ['auth'];

/** Settings' password change and sign-out everywhere (mounted at /auth). */
export function accountSecurityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/password',
    doc({
      summary:
        'Change your password (needs the current one; wrong guesses count like failed sign-ins, 429 carries Retry-After). Every other session ends, this one stays; the owner is mailed',
      tags,
      auth: true,
      responses: { 200: json(AccountSecurityAnswerSchema, 'Changed') },
      errors: [400, 401, 403, 429],
    }),
    requireUser,
    validate('json', ChangePasswordBodySchema),
    async (c) => {
      const sessionId = c.get('sessionId');
      if (!sessionId) throw unauthenticated();
      const address = clientAddress(c, deps.config.trustProxy);
      const user = currentUser(c);
      await changePassword(deps, user, sessionId, c.req.valid('json'), address);
      deps.realtime.endSessions({ userId: user.id, keep: sessionId });
      return c.json({ message: PASSWORD_CHANGED }, 200);
    },
  );

  routes.post(
    '/logout-everywhere',
    doc({
      summary: 'Sign out on every device: every token of yours stops working, this one too',
      tags,
      auth: true,
      responses: { 200: json(AccountSecurityAnswerSchema, 'Signed out everywhere') },
      errors: [401],
    }),
    requireUser,
    async (c) => {
      const user = currentUser(c);
      await deps.database.transaction((tx) => deleteUserSessions(tx, user.id));
      deps.realtime.endSessions({ userId: user.id });
      return c.json({ message: SIGNED_OUT_EVERYWHERE }, 200);
    },
  );

  return routes;
}
