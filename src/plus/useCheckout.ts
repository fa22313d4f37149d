import { useCallback, useEffect, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { PlusOption } from '../../contract/billing';
import { requestFailureOf } from '../errors/messages';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { unlockPlus } from './plus-api';
import { PAYMENTS_NEED_CONNECTION } from './plus-options';
import { purchaseFailureText } from './purchase-failure';

export type CheckoutState =
  { state: 'starting' } | { state: 'leaving'; url: string } | { state: 'failed'; message: string };

/**
 * Starts checkout for `option` once the screen shows, and sends the browser to the payment page.
 * 'Try again' reuses the idempotency key, so a checkout whose answer was lost is not opened twice.
 */
export function useCheckout(
  option: PlusOption,
  leave: (url: string) => void,
): [CheckoutState, () => void] {
  const { db } = useLocalStore();
  const [key] = useState(() => uuidv7());
  const [checkout, setCheckout] = useState<CheckoutState>({ state: 'starting' });
  const started = useRef(false);

  const start = useCallback(async () => {
    if (!navigator.onLine) {
      setCheckout({ state: 'failed', message: PAYMENTS_NEED_CONNECTION });
      return;
    }
    setCheckout({ state: 'starting' });
    try {
      const url = await unlockPlus({ db }, option, key);
      setCheckout({ state: 'leaving', url });
      leave(url);
    } catch (error) {
      const failure = await requestFailureOf(error);
      setCheckout({
        state: 'failed',
        message: purchaseFailureText(failure, PAYMENTS_NEED_CONNECTION),
      });
    }
  }, [db, option, key, leave]);

  useEffect(() => {
    // Once per visit, also under StrictMode's second run of effects.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  return [checkout, () => void start()];
}
