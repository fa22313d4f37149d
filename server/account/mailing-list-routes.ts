import { Hono } from 'hono';
import {
  AccountMessageSchema,
  NewsletterUnsubscribeQuerySchema,
  TestflightSignupBodySchema,
} from '../../contract/account.js';
import { MailTokenParamSchema } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { json } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { unsubscribe } from './newsletter.js';
import { signUpForTestflight, TESTFLIGHT_SIGNED_UP } from './testflight.js';

const tags = ['account'];

/** Leaving the newsletter (at /users/newsletter-unsubscribe) and joining TestFlight (/users/testflight). */
export function mailingListRoutes(deps: AppDeps) {
  const newsletter = new Hono<AppEnv>();
  const testflight = new Hono<AppEnv>();

  writeRoutes(newsletter, deps)(
    'post',
    '/:token',
    {
      doc: {
        summary:
          'Stop the newsletter through the link at the foot of a mail; with list=true the address also leaves every Ritual mailing list (TestFlight)',
        tags,
        responses: {
          200: json(AccountMessageSchema, 'Unsubscribed (again, if the link was used before)'),
        },
        errors: [400, 404],
      },
      auth: false,
      params: MailTokenParamSchema,
      query: NewsletterUnsubscribeQuerySchema,
      idempotent: false,
    },
    async (c, { params, query }) => {
      const message = await unsubscribe(deps, params.token, query.list);
      return c.json({ message });
    },
  );

  writeRoutes(testflight, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Sign an address up for the iOS beta on TestFlight (once per address)',
        tags,
        responses: { 202: json(AccountMessageSchema, 'Signed up, or already on the list') },
        errors: [400],
      },
      auth: 'optional',
      body: TestflightSignupBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      await signUpForTestflight(deps, body.email, user?.id);
      return c.json({ message: TESTFLIGHT_SIGNED_UP }, 202);
    },
  );

  return { newsletter, testflight };
}
