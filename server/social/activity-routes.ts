import { Hono } from 'hono';
import {
  ActivityItemSchema,
  ActivityPageSchema,
  ActivityQuerySchema,
  CreateActivityBodySchema,
  EventBodySchema,
} from '../../contract/activity.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { followedActivity, presentActivity, publicActivity } from './activity-feed.js';
import { recordJitsiJoin } from './activity-join.js';
import { recordEvent } from './events.js';

const tags = ['activity'];

/**
 * The public activity feed and the video-chat joins clients report (at /activity), the feed of
 * journals one follows (/users/activity), and analytics events (/events).
 */
export function activityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);
  const followed = new Hono<AppEnv>();
  const events = new Hono<AppEnv>();
  const read = deps.database.read;

  routes.get(
    '/',
    doc({
      summary: 'The public activity feed, newest first (the same for every reader)',
      tags,
      responses: { 200: json(ActivityPageSchema, 'Activity and the cursor of the next page') },
      errors: [400],
    }),
    validate('query', ActivityQuerySchema),
    async (c) => {
      const page = await publicActivity(read, c.req.valid('query'));
      // A visitor's view for everyone, media links included: the same answer for every reader.
      return c.json({
        activity: await presentActivity(deps, read, undefined, page.rows),
        next: page.next,
      });
    },
  );

  write(
    'post',
    '/',
    {
      doc: {
        summary: 'Report joining a journal’s video chat (type jitsi-join)',
        tags,
        responses: {
          201: json(ActivityItemSchema, 'Recorded'),
          200: json(ActivityItemSchema, 'Joined within the last ten minutes: that line stands'),
        },
        errors: [400, 401, 404, 410, 422],
      },
      auth: true,
      body: CreateActivityBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      const { activity, journal, created } = await recordJitsiJoin(deps, user, body.journal_id);
      const [item] = await presentActivity(deps, read, user, [{ activity, journal }]);
      return c.json(item, created ? 201 : 200);
    },
  );

  followed.get(
    '/',
    doc({
      summary: 'What others did in the journals you follow, own or collaborate on, newest first',
      tags,
      auth: true,
      responses: { 200: json(ActivityPageSchema, 'Activity and the cursor of the next page') },
      errors: [400, 401],
    }),
    requireUser,
    validate('query', ActivityQuerySchema),
    async (c) => {
      const user = currentUser(c);
      const page = await followedActivity(read, user, c.req.valid('query'));
      return c.json({
        activity: await presentActivity(deps, read, user, page.rows),
        next: page.next,
      });
    },
  );

  writeRoutes(events, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Record an analytics event, such as jitsi_enabled (at most 60 a minute)',
        tags: ['events'],
        responses: { 204: NoContent },
        errors: [400, 401, 422, 429],
      },
      auth: true,
      body: EventBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      await recordEvent(deps, user, body);
      return c.body(null, 204);
    },
  );

  return { activity: routes, followedActivity: followed, events };
}
