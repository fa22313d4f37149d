import type { PlusOffer, PlusOption } from '../../contract/billing.js';

/** Who is buying what, and where the payment page sends them afterwards. */
export interface CheckoutRequest {
  userId: string;
  email: string;
  option: PlusOption;
  successUrl: string;
  cancelUrl: string;
}

/**
 * What a provider's notification means for Ritual, whatever the provider. `ref` names the
 * purchase at the provider (a subscription, or a one-time payment), so a replay is recognised.
 */
export type BillingEvent =
  | {
      type: 'purchase-completed';
      ref: string;
      userId: string;
      option: PlusOption;
      /** when the paid period ends (epoch ms), if the provider said so */
      paidUntil: number | undefined;
      data: Record<string, unknown>;
    }
  /** a subscription was paid for another period */
  | { type: 'subscription-renewed'; ref: string; paidUntil: number }
  /** a subscription ended; plus lasts until the end of what was paid for */
  | { type: 'subscription-ended'; ref: string; paidUntil: number }
  | { type: 'ignored'; reason: string };

/** docs/decisions.md #16: plus and the support pack are bought through one of these. */
export interface BillingProvider {
  /** the name purchases are recorded under */
  readonly name: string;
  /** What this server sells and at what price, for /plus before anyone buys (GET /plus/offer). */
  offer(now: number): Promise<PlusOffer>;
  /** A payment page for this purchase; the user's browser goes there. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Verifies a notification from the provider (400 when forged) and says what it means. */
  readNotification(rawBody: string, signature: string | undefined, now: number): BillingEvent;
}
