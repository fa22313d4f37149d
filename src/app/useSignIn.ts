import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readSession } from '../../local-store/session';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { useLocalStore } from '../hooks/data/useLocalStore';
import type { AuthResult } from './auth-api';
import { accountOnDevice } from './device-account';
import { handOverDevice, otherAccountsUnsentChanges } from './device-owner';
import { useAuth } from './useAuth';
import { useAuthApi } from './useAuthApi';

/** Another account's unsent changes are on this device; the user decides before they go. */
export interface HandOver {
  unsent: number;
  result: AuthResult;
}

/**
 * What Login and Join share: send the form, then keep the session, store the user and go to
 * /home. If another account left unsent changes here, ask first (see device-owner.ts).
 */
export function useSignIn() {
  const { db } = useLocalStore();
  const auth = useAuth();
  const api = useAuthApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [handOver, setHandOver] = useState<HandOver | undefined>();

  async function finish(result: AuthResult) {
    await handOverDevice(accountOnDevice(db), await readSession(), result.user.id);
    await auth.signIn(result.user, result.token);
    await navigate('/home', { replace: true });
  }

  async function run(work: () => Promise<void>) {
    setError(undefined);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(await requestFailureOf(failure)));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    error,
    handOver,
    submit: (send: () => Promise<AuthResult>) =>
      run(async () => {
        const result = await send();
        const unsent = await otherAccountsUnsentChanges(db, await readSession(), result.user.id);
        if (unsent > 0) setHandOver({ unsent, result });
        else await finish(result);
      }),
    discardAndContinue: () =>
      run(async () => {
        if (!handOver) return;
        setHandOver(undefined);
        await finish(handOver.result);
      }),
    cancel: () => {
      if (!handOver) return;
      // The new token is not kept, so end it on the server too.
      api.logout(handOver.result.token).catch(() => undefined);
      setHandOver(undefined);
    },
  };
}
