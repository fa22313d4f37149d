import { useContext, useState } from 'react';
import { DataLayerContext } from '../app/data-layer-context';
import { requestFailureOf } from '../errors/messages';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { GRACE_NEEDS_CONNECTION } from './plus-options';
import { purchaseFailureText } from './purchase-failure';

export type GraceRequest =
  | { state: 'idle' }
  | { state: 'asking' }
  | { state: 'granted'; freeEntryLimit: number; resent: number }
  | { state: 'refused'; message: string };

/**
 * POST /api/auth/request-grace-period from the overlay; once granted, the entries refused for
 * the limit go out again. Online only: the server decides, once per user.
 */
export function useGracePeriod(): [GraceRequest, () => void] {
  const { db } = useLocalStore();
  const dataLayer = useContext(DataLayerContext);
  const [request, setRequest] = useState<GraceRequest>({ state: 'idle' });

  async function ask() {
    if (!navigator.onLine) {
      setRequest({ state: 'refused', message: GRACE_NEEDS_CONNECTION });
      return;
    }
    setRequest({ state: 'asking' });
    const [{ requestGracePeriod }, { resendOverLimitWrites }] = await Promise.all([
      import('./plus-api'),
      import('./resend-refused'),
    ]);
    let freeEntryLimit: number;
    try {
      freeEntryLimit = (await requestGracePeriod({ db })).freeEntryLimit;
    } catch (error) {
      const failure = await requestFailureOf(error);
      setRequest({
        state: 'refused',
        message: purchaseFailureText(failure, GRACE_NEEDS_CONNECTION),
      });
      return;
    }
    const resent = dataLayer
      ? await resendOverLimitWrites(db, (mutation) => dataLayer.write(mutation)).catch(() => 0)
      : 0;
    setRequest({ state: 'granted', freeEntryLimit, resent });
  }

  return [request, () => void ask()];
}
