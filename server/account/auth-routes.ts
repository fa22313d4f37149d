import { Hono } from 'hono';
import {
  AuthResultSchema,
  CurrentUserSchema,
  LoginBodySchema,
  MailTokenParamSchema,
  PasswordResetLinkSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestSchema,
  PasswordResetSetSchema,
  RegisterBodySchema,
} from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { ownUserById, registerAccount } from './accounts.js';
import { clientAddress } from '../http/client-address.js';
import { writeRoutes } from '../http/write-route.js';
import { confirmEmail } from './email-confirmation.js';
import {
  checkPasswordResetLink,
  requestPasswordReset,
  RESET_REQUESTED,
  resetPassword,
} from './password-reset.js';
import { deleteSession } from './sessions.js';
import { signIn } from './sign-in.js';
import { ownUser } from './user-json.js';

const tags = ['auth'];

/** Sign-up, sign-in and out, password reset and email confirmation (docs/product.md §7 Auth). */
export function authRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);

  routes.get(
    '/',
    doc({
      summary: 'The signed-in user',
      tags,
      auth: true,
      responses: { 200: json(CurrentUserSchema, 'The user') },
      errors: [401],
    }),
    requireUser,
    async (c) => c.json({ user: await ownUser(deps, deps.database.read, currentUser(c)) }),
  );

  write(
    'post',
    '/register',
    {
      doc: {
        summary: 'Create an account and sign in; mails a link confirming the address',
        tags,
        responses: { 201: json(AuthResultSchema, 'The new user and a bearer token') },
        errors: [400, 409],
      },
      auth: false,
      body: RegisterBodySchema,
      idempotent: false,
    },
    async (c, { body }) => {
      const { userId, token } = await registerAccount(deps, body);
      return c.json({ user: await ownUserById(deps, userId), token }, 201);
    },
  );

  write(
    'post',
    '/login',
    {
      doc: {
        summary: 'Sign in with a username or email and a password (429 carries Retry-After)',
        tags,
        responses: { 200: json(AuthResultSchema, 'The user and a new bearer token') },
        errors: [400, 401, 429],
      },
      auth: false,
      body: LoginBodySchema,
      idempotent: false,
    },
    async (c, { body }) => {
      const { login, password } = body;
      const address = clientAddress(c, deps.config.trustProxy);
      const { userId, token } = await signIn(deps, { login, password, address });
      return c.json({ user: await ownUserById(deps, userId), token }, 200);
    },
  );

  write(
    'post',
    '/logout',
    {
      doc: {
        summary: 'Sign out: the token stops working',
        tags,
        responses: { 204: NoContent },
        errors: [401],
      },
      auth: true,
      idempotent: false,
    },
    async (c) => {
      const sessionId = c.get('sessionId');
      if (sessionId) {
        await deps.database.transaction((tx) => deleteSession(tx, sessionId));
        deps.realtime.endSessions({ sessionId });
      }
      return c.body(null, 204);
    },
  );

  write(
    'post',
    '/password-reset',
    {
      doc: {
        summary: 'Mail a password reset link, if an account matches',
        tags,
        responses: {
          202: json(
            PasswordResetRequestedSchema,
            'Always this answer, whether or not an account matched',
          ),
        },
        errors: [400],
      },
      auth: false,
      body: PasswordResetRequestSchema,
      idempotent: false,
    },
    async (c, { body }) => {
      const { login, email } = body;
      await requestPasswordReset(deps, login ?? email ?? '');
      return c.json({ message: RESET_REQUESTED }, 202);
    },
  );

  routes.get(
    '/password-reset/:token',
    doc({
      summary: 'Whether a password reset link still works',
      tags,
      responses: { 200: json(PasswordResetLinkSchema, 'It works') },
      errors: [400, 404],
    }),
    validate('param', MailTokenParamSchema),
    async (c) => {
      await checkPasswordResetLink(deps, c.req.valid('param').token);
      return c.json({ valid: true as const }, 200);
    },
  );

  write(
    'post',
    '/password-reset/:token',
    {
      doc: {
        summary: 'Set a new password through a reset link; signs out every other session',
        tags,
        responses: { 200: json(AuthResultSchema, 'The user and a new bearer token') },
        errors: [400, 404],
      },
      auth: false,
      params: MailTokenParamSchema,
      body: PasswordResetSetSchema,
      idempotent: false,
    },
    async (c, { params, body }) => {
      const { token: link } = params;
      const { userId, token } = await resetPassword(deps, link, body.password);
      // Every earlier session ended; the new token's sockets are not open yet.
      deps.realtime.endSessions({ userId });
      return c.json({ user: await ownUserById(deps, userId), token }, 200);
    },
  );

  write(
    'post',
    '/confirm-email/:token',
    {
      doc: {
        summary:
          'Confirm the email address a link was sent to; a link for a new address moves the account to it',
        tags,
        responses: { 200: json(CurrentUserSchema, 'The user, email confirmed') },
        errors: [400, 404, 409],
      },
      auth: false,
      params: MailTokenParamSchema,
      idempotent: false,
    },
    async (c, { params }) => {
      const userId = await confirmEmail(deps, params.token);
      return c.json({ user: await ownUserById(deps, userId) }, 200);
    },
  );

  return routes;
}
