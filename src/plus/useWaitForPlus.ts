import { useContext, useEffect, useRef, useState } from 'react';
import { DataLayerContext } from '../app/data-layer-context';
import { storeSignedInUser } from '../data/store-user';
import { useAuthApi } from '../app/useAuthApi';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { resendOverLimitWrites } from './resend-refused';
import { nextCheckIn, thankYouStage, type ThankYouStage } from './thank-you-wait';

/**
 * After checkout: re-reads the user (GET /api/auth) until plus shows, keeping each answer on the
 * device so every screen sees it; once plus is there, entries refused for the limit go out again.
 */
export function useWaitForPlus(plus: boolean): ThankYouStage {
  const api = useAuthApi();
  const { db } = useLocalStore();
  const dataLayer = useContext(DataLayerContext);
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  const resent = useRef(false);

  useEffect(() => {
    if (plus) return;
    let timer: number | undefined;
    let stopped = false;
    const check = async () => {
      // A failed read (offline, server busy) is only a reason to ask again later.
      await api
        .currentUser()
        .then((user) => storeSignedInUser(db, user))
        .catch(() => undefined);
      if (stopped) return;
      const now = Date.now() - startedAt;
      setElapsed(now);
      const wait = nextCheckIn(now);
      if (wait !== null) timer = window.setTimeout(() => void check(), wait);
    };
    void check();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [plus, api, db, startedAt]);

  useEffect(() => {
    if (!plus || !dataLayer || resent.current) return;
    resent.current = true;
    void resendOverLimitWrites(db, (mutation) => dataLayer.write(mutation)).catch(() => undefined);
  }, [plus, db, dataLayer]);

  return thankYouStage(plus, elapsed);
}
