import { Hono } from 'hono';
import {
  AccountMessageSchema,
  NewsletterUnsubscribeQuerySchema,
  TestflightSignupBodySchema,
} from '../../contract/account.js';
import { MailTokenParamSchema } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { unsubscribe } from './newsletter.js';
import { signUpForTestflight, TESTFLIGHT_SIGNED_UP } from './testflight.js';

const tags = ['account'];

/** Leaving the newsletter (at /users/newsletter-unsubscribe) and joining TestFlight (/users/testflight). */
export function mailingListRoutes(deps: AppDeps) {
  const newsletter = new Hono<AppEnv>();
  const testflight = new Hono<AppEnv>();

  newsletter.post(
    '/:token',
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

  testflight.post(
    '/',
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

  return { newsletter, testflight };
}
