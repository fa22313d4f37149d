import type { Config } from '../config.js';
import type { Log } from '../log.js';
import { notConfiguredBilling } from './not-configured.js';
import type { BillingProvider } from './provider.js';
import { stripeBilling } from './stripe.js';

/** Stripe when its keys are configured, otherwise the provider that says payments are off. */
export function billingProviderFor(config: Pick<Config, 'stripe'>, log: Log): BillingProvider {
  return config.stripe ? stripeBilling(config.stripe, log) : notConfiguredBilling;
}
