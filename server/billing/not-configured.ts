import { BillingText } from '../../contract/billing.js';
import { DomainError } from '../errors.js';
import type { BillingProvider } from './provider.js';

/** 501: this server takes no payments (an admin grants plus with `npm run admin -- plus <name>`). */
const paymentsNotConfigured = () => new DomainError('not-implemented', BillingText.notConfigured);

/** The provider of a server without payment keys: it offers nothing, and every purchase says so. */
export const notConfiguredBilling: BillingProvider = {
  name: 'none',
  offer: () => Promise.resolve({ payments: false, options: [] }),
  startCheckout: () => Promise.reject(paymentsNotConfigured()),
  readNotification: () => {
    throw paymentsNotConfigured();
  },
};
