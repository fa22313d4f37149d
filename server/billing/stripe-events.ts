import type Stripe from 'stripe';
import { PlusOptionSchema } from '../../contract/billing.js';
import { RecordIdSchema } from '../../contract/ids.js';
import type { BillingEvent } from './provider.js';

const ignored = (reason: string): BillingEvent => ({ type: 'ignored', reason });
const idOf = (value: string | { id: string } | null) =>
  value === null || typeof value === 'string' ? value : value.id;

/** The end of the period paid for (epoch ms): since API 2025-03 it is kept per subscription item. */
function periodEnd(subscription: Stripe.Subscription): number | undefined {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length > 0 ? Math.max(...ends) * 1000 : undefined;
}

function completedCheckout(session: Stripe.Checkout.Session): BillingEvent {
  if (session.payment_status === 'unpaid') return ignored('the payment has not arrived yet');
  const option = PlusOptionSchema.safeParse(session.metadata?.option);
  const userId = RecordIdSchema.safeParse(session.client_reference_id);
  if (!option.success || !userId.success) return ignored('the session was not started by Ritual');
  const subscription = session.subscription;
  return {
    type: 'purchase-completed',
    // A subscription's later events name the subscription, so its purchase is recorded under it.
    ref: idOf(subscription) ?? session.id,
    userId: userId.data,
    option: option.data,
    paidUntil:
      typeof subscription === 'object' && subscription ? periodEnd(subscription) : undefined,
    data: {
      session: session.id,
      customer: idOf(session.customer),
      amount_total: session.amount_total,
      currency: session.currency,
    },
  };
}

function renewedSubscription(subscription: Stripe.Subscription): BillingEvent {
  const paidUntil = periodEnd(subscription);
  if (!['active', 'trialing'].includes(subscription.status) || paidUntil === undefined)
    return ignored(`the subscription is ${subscription.status}`);
  return { type: 'subscription-renewed', ref: subscription.id, paidUntil };
}

function endedSubscription(subscription: Stripe.Subscription, now: number): BillingEvent {
  const endedAt = subscription.ended_at === null ? now : subscription.ended_at * 1000;
  return {
    type: 'subscription-ended',
    ref: subscription.id,
    paidUntil: periodEnd(subscription) ?? endedAt,
  };
}

/** What a verified Stripe event means for plus; anything else is acknowledged and ignored. */
export function meaningOf(event: Stripe.Event, now: number): BillingEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completedCheckout(event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return renewedSubscription(event.data.object);
    case 'customer.subscription.deleted':
      return endedSubscription(event.data.object, now);
    default:
      return ignored(`${event.type} is not used`);
  }
}
