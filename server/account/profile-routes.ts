import { Hono } from 'hono';
import { z } from 'zod';
import { UpdateProfileBodySchema } from '../../contract/account.js';
import { CurrentUserSchema } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { imageUploadBody, uploadedImage } from '../http/image-upload.js';
import { doc, json, multipartBody } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { forbidden } from '../errors.js';
import { ownUserById } from './accounts.js';
import { setAvatar } from './avatar.js';
import { updateProfile } from './profile-update.js';

const tags = ['account'];

/** The signed-in user's profile (mounted at /users) and avatar (at /users/avatar). */
export function profileRoutes(deps: AppDeps) {
  const profile = new Hono<AppEnv>();
  const avatar = new Hono<AppEnv>();

  profile.post(
    '/',
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

  avatar.post(
    '/',
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

  return { profile, avatar };
}
