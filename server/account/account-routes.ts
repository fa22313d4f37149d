import { Hono } from 'hono';
import { z } from 'zod';
import {
  AccountMessageSchema,
  NewsletterUnsubscribeQuerySchema,
  TestflightSignupBodySchema,
  TWITTER_DISABLED,
  TwitterDisconnectedSchema,
  UpdateProfileBodySchema,
  VideoUpdatesSchema,
} from '../../contract/account.js';
import { CurrentUserSchema, MailTokenParamSchema } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { imageUploadBody, uploadedImage } from '../http/image-upload.js';
import { doc, json, multipartBody } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { ownUserById } from './accounts.js';
import { setAvatar } from './avatar.js';
import { clientAddress } from '../http/client-address.js';
import { unsubscribe } from './newsletter.js';
import { updateProfile } from './profile-update.js';
import { signUpForTestflight, TESTFLIGHT_SIGNED_UP } from './testflight.js';
import { loadVideoUpdates } from './video-updates.js';
import { forbidden, gone } from '../errors.js';

const tags = ['account'];

/** The signed-in user's profile and avatar, mailing lists, video updates, and the retired Twitter calls. */
export function accountRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const videos = loadVideoUpdates();

  routes.post(
    '/users',
    doc({
      summary:
        'Change your profile: timezone, examples seen, username, newsletter, or email (needs current_password; changes once the link mailed to the new address is opened, the old one gets a notice; 429 carries Retry-After)',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(CurrentUserSchema, 'You, changed') },
      errors: [400, 401, 403, 409, 429],
    }),
    requireUser,
    validate('json', UpdateProfileBodySchema),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      const { id, ...changes } = c.req.valid('json');
      if (id !== undefined && id !== user.id)
        throw forbidden('You can only change your own profile.');
      await updateProfile(deps, user, changes, clientAddress(c, deps.config.trustProxy));
      return c.json({ user: await ownUserById(deps, user.id) });
    },
  );

  routes.post(
    '/users/avatar',
    doc({
      summary: 'Set your avatar (an image, stored at 256×256); the old one is removed',
      tags,
      auth: true,
      idempotent: true,
      requestBody: multipartBody(z.object({}), { file: 'An image' }),
      responses: { 200: json(CurrentUserSchema, 'You, with the new avatar link') },
      errors: [400, 401, 413, 415, 422],
    }),
    requireUser,
    imageUploadBody(deps.config),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      await setAvatar(deps, user, uploadedImage(c));
      return c.json({ user: await ownUserById(deps, user.id) });
    },
  );

  routes.post(
    '/users/newsletter-unsubscribe/:token',
    doc({
      summary:
        'Stop the newsletter through the link at the foot of a mail; with list=true the address also leaves every Ritual mailing list (TestFlight)',
      tags,
      responses: {
        200: json(AccountMessageSchema, 'Unsubscribed (again, if the link was used before)'),
      },
      errors: [400, 404],
    }),
    validate('param', MailTokenParamSchema),
    validate('query', NewsletterUnsubscribeQuerySchema),
    async (c) => {
      const message = await unsubscribe(
        deps,
        c.req.valid('param').token,
        c.req.valid('query').list,
      );
      return c.json({ message });
    },
  );

  routes.post(
    '/users/testflight',
    doc({
      summary: 'Sign an address up for the iOS beta on TestFlight (once per address)',
      tags,
      auth: 'optional',
      idempotent: true,
      responses: { 202: json(AccountMessageSchema, 'Signed up, or already on the list') },
      errors: [400],
    }),
    validate('json', TestflightSignupBodySchema),
    idempotent(deps),
    async (c) => {
      await signUpForTestflight(deps, c.req.valid('json').email, c.get('user')?.id);
      return c.json({ message: TESTFLIGHT_SIGNED_UP }, 202);
    },
  );

  routes.get(
    '/video-updates',
    doc({
      summary: 'Short videos about Ritual’s features, newest first',
      tags,
      responses: { 200: json(VideoUpdatesSchema, 'The videos') },
    }),
    (c) => c.json({ videos }),
  );

  // Full path: the auth group is mounted under /auth after this one.
  routes.post(
    '/auth/twitter/disconnect',
    doc({
      summary: 'Disconnect Twitter: always disconnected, the integration is disabled',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(TwitterDisconnectedSchema, 'Not connected') },
      errors: [401],
    }),
    requireUser,
    idempotent(deps),
    (c) => c.json({ connected: false as const, message: TWITTER_DISABLED }),
  );

  routes.get(
    '/twitter/status/:id',
    doc({
      summary: 'A tweet’s status: gone for good, the Twitter integration is disabled',
      tags,
      responses: {},
      errors: [410],
    }),
    () => {
      throw gone(TWITTER_DISABLED);
    },
  );

  return routes;
}
