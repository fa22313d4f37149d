import type { PlusOffer, PlusOption } from '../../contract/billing';

/** A server sells plus when it takes payments and has at least one option priced for them. */
export const sellsPlus = (offer: PlusOffer) => offer.payments && offer.options.length > 0;

export type UnlockStep = 'no-payments' | 'not-offered' | 'checkout';

/**
 * What /unlock does for an option: the payment page only for one the server sells, so a server
 * without payments (or without that option) is never asked for a purchase it must refuse.
 */
export function unlockStep(offer: PlusOffer, option: PlusOption): UnlockStep {
  if (!sellsPlus(offer)) return 'no-payments';
  return offer.options.some((offered) => offered.option === option) ? 'checkout' : 'not-offered';
}
