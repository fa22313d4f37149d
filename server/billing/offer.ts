import { PLUS_OPTIONS, type PlusOffer, type PlusOption } from '../../contract/billing.js';
import type { Log } from '../log.js';

/** Every visit to /plus asks for the offer, and prices rarely change: each is read this seldom. */
export const PRICE_KEPT_MS = 10 * 60 * 1000;
/** A price that could not be read is tried again sooner, but not on every visit. */
export const UNREAD_PRICE_KEPT_MS = 60 * 1000;

interface Kept {
  words: Promise<string | null>;
  until: number;
}

/**
 * The offer of a server that takes payments: each option that has a price id, in the page's
 * order, with its price as `readPrice` words it, kept in memory for a while (two reads at once
 * share one). An option whose price cannot be read offers no price (null) and is logged; the
 * others still show theirs.
 */
export function pricedOffer(
  priceIds: Record<PlusOption, string | undefined>,
  readPrice: (id: string) => Promise<string>,
  log: Log,
): (now: number) => Promise<PlusOffer> {
  const kept = new Map<string, Kept>();

  const wordsOf = (id: string, now: number): Promise<string | null> => {
    const known = kept.get(id);
    if (known && known.until > now) return known.words;
    const read: Kept = {
      until: now + PRICE_KEPT_MS,
      words: readPrice(id).catch((error: unknown) => {
        log.warn('a plus price could not be read', { price: id, error: String(error) });
        read.until = now + UNREAD_PRICE_KEPT_MS;
        return null;
      }),
    };
    kept.set(id, read);
    return read.words;
  };

  return async (now) => ({
    payments: true,
    options: await Promise.all(
      PLUS_OPTIONS.flatMap((option) => {
        const id = priceIds[option];
        return id ? [wordsOf(id, now).then((price) => ({ option, price }))] : [];
      }),
    ),
  });
}
