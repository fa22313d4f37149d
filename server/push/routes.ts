import { Hono } from 'hono';
import {
  PushPublicKeySchema,
  PushRenewBodySchema,
  PushSnoozeBodySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '../../contract/reminders.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { snoozeReminder } from '../reminders/snooze.js';
import { removeSubscription, renewSubscription, saveSubscription } from './subscriptions.js';

const tags = ['reminders'];

/** Bodies of the calls anyone may make (the service worker's, which holds no session) stay small. */
const OPEN_BODY_LIMIT = 8 * 1024;

/** docs/decisions.md #22: Web Push for reminders, at /push. */
export function pushRouters(deps: AppDeps) {
  const push = new Hono<AppEnv>();
  const write = writeRoutes(push, deps);

  push.get(
    '/public-key',
    doc({
      summary: 'The server’s VAPID public key (base64url), to subscribe to its pushes with',
      tags,
      responses: { 200: json(PushPublicKeySchema, 'The key') },
    }),
    (c) => c.json({ key: deps.push.publicKey }),
  );

  write(
    'post',
    '/subscriptions',
    {
      doc: {
        summary:
          'Keep this device’s push subscription for your reminders (an endpoint already known moves to you)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 422, 429],
      },
      auth: true,
      body: PushSubscriptionBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      await saveSubscription(deps, user, body);
      return c.body(null, 204);
    },
  );

  write(
    'delete',
    '/subscriptions',
    {
      doc: {
        summary: 'Forget this device’s push subscription (only one of yours)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 422],
      },
      auth: true,
      body: PushUnsubscribeBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      await removeSubscription(deps, user, body.endpoint);
      return c.body(null, 204);
    },
  );

  write(
    'post',
    '/subscriptions/renew',
    {
      doc: {
        summary:
          'Replace a subscription the browser renewed; the old endpoint and auth secret prove it (no session needed)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 404, 413, 429],
      },
      auth: 'optional',
      bodyLimit: OPEN_BODY_LIMIT,
      body: PushRenewBodySchema,
      idempotent: false,
    },
    async (c, { body }) => {
      await renewSubscription(deps, body);
      return c.body(null, 204);
    },
  );

  write(
    'post',
    '/snooze',
    {
      doc: {
        summary:
          'Sound a reminder again in an hour, with the capability its push carried (no session needed)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 403, 404, 413, 429],
      },
      auth: 'optional',
      bodyLimit: OPEN_BODY_LIMIT,
      body: PushSnoozeBodySchema,
      idempotent: false,
    },
    async (c, { body }) => {
      await snoozeReminder(deps, body.snooze);
      return c.body(null, 204);
    },
  );

  return { push };
}
