import Stripe from 'stripe';
import type { StripeSettings } from '../config.js';
import type { Log } from '../log.js';
import type { BillingProvider, CheckoutRequest } from './provider.js';
import { meaningOf } from './stripe-events.js';
import { pricedOffer } from './offer.js';
import { priceWords } from './price-words.js';
import { DomainError, invalid } from '../errors.js';

const providerUnavailable = () =>
  new DomainError(
    'provider-unreachable',
    'The payment provider could not be reached. Please try again in a moment.',
  );

/**
 * A price is read for a page someone is looking at: a slow Stripe gives that option no price
 * rather than holding the whole page (Stripe's own default waits 80 seconds and retries).
 */
const PRICE_READ = { timeout: 5_000, maxNetworkRetries: 0 };

/** STRIPE_API_BASE as the client's host, port and protocol (tests point it at a local stand-in). */
function apiAddress(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}

async function createSession(
  stripe: Stripe,
  settings: StripeSettings,
  request: CheckoutRequest,
): Promise<string | null> {
  const price = settings.prices[request.option];
  if (!price)
    throw new DomainError(
      'not-implemented',
      `The ${request.option} option is not offered on this server.`,
    );
  const session = await stripe.checkout.sessions.create({
    mode: request.option === 'support-pack' ? 'payment' : 'subscription',
    line_items: [{ price, quantity: 1 }],
    client_reference_id: request.userId,
    customer_email: request.email,
    metadata: { option: request.option },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  });
  return session.url;
}

/** docs/decisions.md #16 with Stripe: Checkout sessions for payments, signed webhooks for their outcome. */
export function stripeBilling(settings: StripeSettings, log: Log): BillingProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiBase),
    telemetry: false,
  });
  const offer = pricedOffer(
    settings.prices,
    async (id) => priceWords(await stripe.prices.retrieve(id, {}, PRICE_READ)),
    log,
  );
  return {
    name: 'stripe',
    offer,
    async startCheckout(request) {
      let url: string | null;
      try {
        url = await createSession(stripe, settings, request);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        log.error('Stripe did not open a checkout session', { error: String(error) });
        throw providerUnavailable();
      }
      if (!url) throw providerUnavailable();
      return { url };
    },
    readNotification(rawBody, signature, now) {
      if (!signature) throw invalid('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        // The tolerance for old signatures is measured on the server's clock.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          undefined,
          undefined,
          now,
        );
      } catch (error) {
        throw invalid(
          error instanceof Stripe.errors.StripeSignatureVerificationError
            ? 'The webhook signature is not valid.'
            : 'The webhook body is not a Stripe event.',
        );
      }
      try {
        return meaningOf(event, now);
      } catch {
        // Signed but not shaped as its type says: a 5xx would only make Stripe send it again.
        throw invalid('The webhook body is not a Stripe event.');
      }
    },
  };
}
