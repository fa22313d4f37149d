import { Hono } from 'hono';
import { UpdateProfileBodySchema } from '../../contract/account.js';
import { CurrentUserSchema } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { imageUpload } from '../http/image-upload.js';
import { json } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { forbidden } from '../errors.js';
import { ownUserById } from './accounts.js';
import { setAvatar } from './avatar.js';
import { updateProfile } from './profile-update.js';

const tags = ['account'];

/** The signed-in user's profile (mounted at /users) and avatar (at /users/avatar). */
export function profileRoutes(deps: AppDeps) {
  const profile = new Hono<AppEnv>();
  const avatar = new Hono<AppEnv>();

  writeRoutes(profile, deps)(
    'post',
    '/',
    {
      doc: {
        summary:
          'Change your profile: timezone, examples seen, username, newsletter, or email (needs current_password; changes once the link mailed to the new address is opened, the old one gets a notice; 429 carries Retry-After)',
        tags,
        responses: { 200: json(CurrentUserSchema, 'You, changed') },
        errors: [400, 401, 403, 409, 429],
      },
      auth: true,
      body: UpdateProfileBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      const { id, ...changes } = body;
      if (id !== undefined && id !== user.id)
        throw forbidden('You can only change your own profile.');
      await updateProfile(deps, user, changes, clientAddress(c, deps.config.trustProxy));
      return c.json({ user: await ownUserById(deps, user.id) });
    },
  );

  writeRoutes(avatar, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Set your avatar (an image, stored at 256×256); the old one is removed',
        tags,
        responses: { 200: json(CurrentUserSchema, 'You, with the new avatar link') },
        errors: [400, 401, 413, 415, 422],
      },
      auth: true,
      body: imageUpload(deps.config),
      idempotent: true,
    },
    async (c, { user, body }) => {
      await setAvatar(deps, user, body);
      return c.json({ user: await ownUserById(deps, user.id) });
    },
  );

  return { profile, avatar };
}
