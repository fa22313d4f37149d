import { describe, expect, it } from 'vitest';
import { priceWords, type PriceFacts } from './price-words.js';

const price = (facts: Partial<PriceFacts>): PriceFacts => ({
  id: 'price_1',
  unit_amount: 400,
  currency: 'eur',
  recurring: null,
  ...facts,
});
const every = (interval: string, interval_count = 1) => ({ interval, interval_count });

describe('priceWords', () => {
  it('says a price as people read it: no cents when whole, its period after', () => {
    expect(priceWords(price({ recurring: every('month') }))).toBe('€4 a month');
    expect(
      priceWords(price({ unit_amount: 4000, currency: 'usd', recurring: every('year') })),
    ).toBe('$40 a year');
    expect(priceWords(price({ unit_amount: 2500 }))).toBe('€25 once');
  });

  it('keeps cents that are there, and counts in the currency’s own units', () => {
    expect(priceWords(price({ unit_amount: 450, recurring: every('month') }))).toBe(
      '€4.50 a month',
    );
    // Yen have no minor unit: Stripe's 500 is ¥500.
    expect(priceWords(price({ unit_amount: 500, currency: 'jpy' }))).toBe('¥500 once');
    expect(priceWords(price({ unit_amount: 1000, recurring: every('month', 3) }))).toBe(
      '€10 every 3 months',
    );
  });

  it('refuses a price with no single amount (tiered, or pay what you want)', () => {
    expect(() => priceWords(price({ unit_amount: null }))).toThrow(/no single amount/);
  });
});
