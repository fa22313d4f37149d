import { Hono } from 'hono';
import { ShadowListSchema } from '../../contract/collaboration.js';
import { IdParamSchema } from '../../contract/journals.js';
import { ShadowSchema } from '../../contract/shadows.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { followJournal, unfollowJournal, userShadows } from './shadows.js';

const tags = ['shadows'];

/**
 * Following ("shadowing") journals: /journals/{id}/shadow and /unshadow, and the list of the
 * journals one follows at /users/shadows.
 */
export function shadowRoutes(deps: AppDeps) {
  const follow = new Hono<AppEnv>();
  const unfollow = new Hono<AppEnv>();
  const list = new Hono<AppEnv>();

  writeRoutes(follow, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Follow a journal you may read (following it again changes nothing)',
        tags,
        responses: { 200: json(ShadowSchema, 'The journal as you follow it') },
        errors: [400, 401, 404, 410, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => c.json(await followJournal(deps, user, params.id)),
  );

  writeRoutes(unfollow, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Stop following a journal',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await unfollowJournal(deps, user, params.id);
      return c.body(null, 204);
    },
  );

  list.get(
    '/',
    doc({
      summary:
        'The journals you follow and may still read, newest-followed first, with how many entries others added since you last opened each',
      tags,
      auth: true,
      responses: { 200: json(ShadowListSchema, 'Your shadows') },
      errors: [401],
    }),
    requireUser,
    async (c) => c.json(await userShadows(deps, deps.database.read, currentUser(c))),
  );

  return { follow, unfollow, shadows: list };
}
