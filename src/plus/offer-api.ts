import type { KyInstance } from 'ky';
import type { PlusOffer } from '../../contract/billing';
import { answerOf } from '../api/answer';
import { pageHttp } from '../api/page-http';

/** The offer changes only when the server is set up anew: read again after this, not per visit. */
const OFFER_KEPT_MS = 5 * 60 * 1000;

export interface OfferSource {
  /** GET /api/plus/offer, or the read kept from the last few minutes (one at a time). */
  read(): Promise<PlusOffer>;
  /** The offer last read, however old: what /plus shows at once, and offline. */
  known(): PlusOffer | undefined;
}

/** What this server sells, read when asked and kept a few minutes; a failed read is not kept. */
export function offerSource(
  http: () => KyInstance = () => pageHttp(),
  clock: () => number = Date.now,
): OfferSource {
  let kept: { at: number; offer: Promise<PlusOffer> } | undefined;
  let known: PlusOffer | undefined;
  return {
    read() {
      if (kept && clock() - kept.at < OFFER_KEPT_MS) return kept.offer;
      const reading = {
        at: clock(),
        // The schema (zod) loads with /plus, not with the app's first screen.
        offer: answerOf(
          http().get('plus/offer'),
          async () => (await import('../../contract/billing')).PlusOfferSchema,
        ),
      };
      kept = reading;
      reading.offer.then(
        (offer) => (known = offer),
        () => {
          if (kept === reading) kept = undefined;
        },
      );
      return reading.offer;
    },
    known: () => known,
  };
}

/** The page's one source of the offer: /plus and /unlock share its reads. */
export const plusOffer = offerSource();
