import { Hono } from 'hono';
import {
  BillingText,
  CheckoutSchema,
  PlusOfferSchema,
  StorePurchaseBodySchema,
  UnlockPlusBodySchema,
  WebhookReceiptSchema,
} from '../../contract/billing.js';
import { ApiErrorSchema } from '../../contract/errors.js';
import { CurrentUserSchema } from '../../contract/users.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { DomainError } from '../errors.js';
import { doc, json } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { billingProviderFor } from './choose.js';
import { applyBillingEvent, requestGracePeriod, startPlusCheckout } from './plus.js';
import { ownUserById } from '../account/accounts.js';

/** Stripe's events are a few kilobytes; far more is not Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const tags = ['plus'];

/**
 * docs/decisions.md #16: what the server sells (/plus/offer), buying plus and the support pack
 * (/auth/unlock-plus, /store/purchase), the provider's notifications (/store/stripe-webhook), the
 * grace period (/auth/request-grace-period).
 */
export function billingRouters(deps: AppDeps) {
  const unlockPlus = new Hono<AppEnv>();
  const store = new Hono<AppEnv>();
  const gracePeriod = new Hono<AppEnv>();
  const offer = new Hono<AppEnv>();
  const billing = billingProviderFor(deps.config, deps.log);

  // Public: /plus reads it before offering a purchase, so a server without payments is never asked for one.
  offer.get(
    '/offer',
    doc({
      summary: 'What this server sells: whether it takes payments, and each option with its price',
      tags,
      responses: {
        200: json(
          PlusOfferSchema,
          'The options on sale; a price is null when it could not be read',
        ),
      },
      errors: [],
    }),
    async (c) => c.json(await billing.offer(deps.now())),
  );

  writeRoutes(unlockPlus, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'A payment page for plus (monthly by default, yearly) or the support pack',
        tags,
        responses: {
          200: json(CheckoutSchema, 'Send the user to `url` to pay'),
          501: json(ApiErrorSchema, BillingText.notConfigured),
          502: json(ApiErrorSchema, 'The payment provider could not be reached'),
        },
        errors: [400, 401, 409],
      },
      auth: true,
      body: UnlockPlusBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => c.json(await startPlusCheckout(deps, billing, user, body.option)),
  );

  writeRoutes(store, deps)(
    'post',
    '/purchase',
    {
      doc: {
        summary: 'An in-app purchase from the iOS app (App Store receipts cannot be verified here)',
        tags,
        responses: { 501: json(ApiErrorSchema, BillingText.storeNotConfigured) },
        errors: [400, 401],
      },
      auth: true,
      body: StorePurchaseBodySchema,
      idempotent: true,
    },
    () => {
      throw new DomainError('not-implemented', BillingText.storeNotConfigured);
    },
  );

  writeRoutes(store, deps)(
    'post',
    '/stripe-webhook',
    {
      doc: {
        summary:
          'Stripe’s signed notifications (header Stripe-Signature) of payments and subscriptions',
        tags,
        responses: {
          200: json(WebhookReceiptSchema, 'Received (events Ritual does not use are ignored)'),
          501: json(ApiErrorSchema, BillingText.notConfigured),
        },
        errors: [400, 413],
      },
      auth: false,
      // Anyone may call this route, so its body is bounded whatever its declared type.
      bodyLimit: WEBHOOK_BODY_LIMIT,
      idempotent: false,
    },
    async (c) => {
      // The signature covers the exact bytes Stripe sent, so the body is read raw, not parsed.
      const event = billing.readNotification(
        await c.req.text(),
        c.req.header('stripe-signature'),
        deps.now(),
      );
      await applyBillingEvent(deps, billing.name, event);
      return c.json({ received: true as const });
    },
  );

  writeRoutes(gracePeriod, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Raise the free entry limit for a while, once (free users)',
        tags,
        responses: { 200: json(CurrentUserSchema, 'The user with the raised limit') },
        errors: [400, 401, 409],
      },
      auth: true,
      idempotent: true,
    },
    async (c, { user }) => {
      await requestGracePeriod(deps, user);
      return c.json({ user: await ownUserById(deps, user.id) });
    },
  );

  return { offer, unlockPlus, store, gracePeriod };
}
