import { DomainError } from '../errors.js';

/** The parts of a Stripe price the page's words need (Stripe.Price has these fields). */
export interface PriceFacts {
  id: string;
  /** in the currency's smallest unit (cents); null for tiered or pay-what-you-want prices */
  unit_amount: number | null;
  currency: string;
  /** 'month', 'year' (Stripe may add others; they read the same way) */
  recurring: { interval: string; interval_count: number } | null;
}

/** English, so every visitor reads the same words the rest of the page is written in. */
const LOCALE = 'en';

/** How many minor units make one: 100 for EUR and USD, 1 for JPY (Intl knows each currency). */
const minorUnits = (currency: string) =>
  10 **
  (new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2);

function amountWords(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    // '€4', not '€4.00'; '€4.50' keeps its cents.
    minimumFractionDigits: whole ? 0 : undefined,
    maximumFractionDigits: whole ? 0 : undefined,
  }).format(amount);
}

function periodWords(recurring: PriceFacts['recurring']): string {
  if (!recurring) return 'once';
  const { interval, interval_count: count } = recurring;
  return count === 1 ? `a ${interval}` : `every ${count} ${interval}s`;
}

/**
 * A price as a person reads it: '€4 a month', '$40 a year', '€25 once'. A price with no single
 * amount cannot be said this way, so it is refused (the offer then shows no price for it).
 */
export function priceWords(price: PriceFacts): string {
  if (price.unit_amount === null)
    throw new DomainError('not-implemented', `Price ${price.id} has no single amount.`);
  const currency = price.currency.toUpperCase();
  return `${amountWords(price.unit_amount / minorUnits(currency), currency)} ${periodWords(price.recurring)}`;
}
