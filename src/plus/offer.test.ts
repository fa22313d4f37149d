import { describe, expect, it } from 'vitest';
import { sellsPlus, unlockStep } from './offer';

const none = { payments: false, options: [] };
const monthlyOnly = { payments: true, options: [{ option: 'monthly' as const, price: null }] };

describe('the offer', () => {
  it('sells plus only with payments and at least one option', () => {
    expect(sellsPlus(none)).toBe(false);
    expect(sellsPlus({ payments: true, options: [] })).toBe(false);
    expect(sellsPlus(monthlyOnly)).toBe(true);
  });

  it('opens the payment page only for an option on sale', () => {
    expect(unlockStep(none, 'monthly')).toBe('no-payments');
    expect(unlockStep({ payments: true, options: [] }, 'monthly')).toBe('no-payments');
    expect(unlockStep(monthlyOnly, 'yearly')).toBe('not-offered');
    expect(unlockStep(monthlyOnly, 'monthly')).toBe('checkout');
  });
});
