import { useCallback, useEffect, useState } from 'react';
import type { PlusOffer } from '../../contract/billing';
import { requestFailureOf } from '../errors/messages';
import { useOnline } from '../shell/useOnline';
import { plusOffer, type OfferSource } from './offer-api';
import { OFFER_NEEDS_CONNECTION } from './plus-options';
import { purchaseFailureText } from './purchase-failure';

export type OfferState =
  | { state: 'loading' }
  | { state: 'ready'; offer: PlusOffer }
  | { state: 'failed'; message: string };

type Outcome = { offer: PlusOffer } | { error: string } | undefined;

/**
 * What this server sells, for /plus and /unlock. Nothing is asked offline (a request bound to fail
 * is only noise): the offer last read still shows, or the page says it needs a connection, and it
 * is read as soon as the browser is back online.
 */
export function useOffer(source: OfferSource = plusOffer): [OfferState, () => void] {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const known = source.known();
    return known && { offer: known };
  });

  useEffect(() => {
    if (!online) return;
    let current = true;
    source.read().then(
      (offer) => {
        if (current) setOutcome({ offer });
      },
      async (error: unknown) => {
        const message = purchaseFailureText(await requestFailureOf(error), OFFER_NEEDS_CONNECTION);
        if (current) setOutcome({ error: message });
      },
    );
    return () => {
      current = false;
    };
  }, [online, attempt, source]);

  const retry = useCallback(() => {
    setOutcome(undefined);
    setAttempt((count) => count + 1);
  }, []);

  if (outcome && 'offer' in outcome) return [{ state: 'ready', offer: outcome.offer }, retry];
  if (!online) return [{ state: 'failed', message: OFFER_NEEDS_CONNECTION }, retry];
  if (outcome) return [{ state: 'failed', message: outcome.error }, retry];
  return [{ state: 'loading' }, retry];
}
