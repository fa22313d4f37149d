import { Hono } from 'hono';
import { TWITTER_DISABLED, TwitterDisconnectedSchema } from '../../contract/account.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { gone } from '../errors.js';

const tags = ['account'];

/** The retired Twitter calls: /auth/twitter/disconnect and /twitter/status/{id}. */
export function twitterRoutes(deps: AppDeps) {
  const connection = new Hono<AppEnv>();
  const status = new Hono<AppEnv>();

  writeRoutes(connection, deps)(
    'post',
    '/disconnect',
    {
      doc: {
        summary: 'Disconnect Twitter: always disconnected, the integration is disabled',
        tags,
        responses: { 200: json(TwitterDisconnectedSchema, 'Not connected') },
        errors: [401],
      },
      auth: true,
      idempotent: true,
    },
    (c) => c.json({ connected: false as const, message: TWITTER_DISABLED }),
  );

  status.get(
    '/status/:id',
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

  return { twitterConnection: connection, twitter: status };
}
