import { describe, expect, it } from 'vitest';
import { BillingText } from '../../contract/billing';
import { PAYMENTS_NEED_CONNECTION } from './plus-options';
import { purchaseFailureText } from './purchase-failure';

describe('what a failed purchase says', () => {
  it('says payments need a connection when the server was not reached', () => {
    expect(purchaseFailureText({ network: true }, PAYMENTS_NEED_CONNECTION)).toBe(
      PAYMENTS_NEED_CONNECTION,
    );
  });

  it('shows the server’s words for a 501 and a refusal', () => {
    const notConfigured = { statusCode: 501, message: BillingText.notConfigured };
    expect(purchaseFailureText({ status: 501, body: notConfigured }, 'offline')).toBe(
      'Payments are not configured on this server.',
    );
    const plusHeld = { statusCode: 409, message: BillingText.alreadyPlus };
    expect(purchaseFailureText({ status: 409, body: plusHeld }, 'offline')).toBe(
      'You already have Plus.',
    );
  });

  it('falls back to docs/product.md §8’s texts when the provider is down', () => {
    expect(purchaseFailureText({ status: 502, body: {} }, 'offline')).toBe('Something went wrong.');
  });
});
