import { Hono } from 'hono';
import {
  AccountSecurityAnswerSchema,
  ChangePasswordBodySchema,
  PASSWORD_CHANGED,
  SIGNED_OUT_EVERYWHERE,
} from '../../contract/account-security.js';
import { MailTokenParamSchema } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { json } from '../http/openapi.js';
import { clientAddress } from '../http/client-address.js';
import { writeRoutes } from '../http/write-route.js';
import { cancelEmailChange } from './email-change-cancel.js';
import { changePassword } from './password-change.js';
import { signOutEverywhere } from './sign-out-everywhere.js';
import { unauthenticated } from '../errors.js';

const tags = ['auth'];

/** Settings' password change and sign-out everywhere, and the old address's cancel link (at /auth). */
export function accountSecurityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);

  write(
    'post',
    '/password',
    {
      doc: {
        summary:
          'Change your password (needs the current one; wrong guesses count like failed sign-ins, 429 carries Retry-After). Every other session ends, this one stays, pending email changes are cancelled; the owner is mailed',
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
        summary:
          'Sign out on every device: every token of yours stops working, this one too, and pending email changes are cancelled',
        tags,
        responses: { 200: json(AccountSecurityAnswerSchema, 'Signed out everywhere') },
        errors: [401],
      },
      auth: true,
      idempotent: false,
    },
    async (c, { user }) => {
      await signOutEverywhere(deps, user);
      deps.realtime.endSessions({ userId: user.id });
      return c.json({ message: SIGNED_OUT_EVERYWHERE }, 200);
    },
  );

  write(
    'post',
    '/cancel-email-change/:token',
    {
      doc: {
        summary:
          'Cancel an email change through the link mailed to the old address (works signed out); every pending change of the account stops',
        tags,
        responses: { 200: json(AccountSecurityAnswerSchema, 'Cancelled, or already stopped') },
        errors: [400, 404, 409],
      },
      auth: false,
      params: MailTokenParamSchema,
      idempotent: false,
    },
    async (c, { params }) => c.json({ message: await cancelEmailChange(deps, params.token) }, 200),
  );

  return routes;
}
