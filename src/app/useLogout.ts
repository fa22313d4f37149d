import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetSession } from '../../local-store/session';
import { useConfirm } from '../components/useConfirm';
import { unsavedCount } from '../data/queries/outbox';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { DataLayerContext } from './data-layer-context';
import { accountOnDevice } from './device-account';
import { forgetAccount } from './device-owner';
import { lossQuestion, signOut } from './sign-out';
import { useAuth } from './useAuth';

/** How long signing out waits for unsent changes to go before it asks. */
const SEND_WITHIN_MS = 10_000;
/** How long it waits for the server to forget this device's push subscription. */
const PUSH_OFF_WITHIN_MS = 3_000;

/** The work, or nothing more of it once `ms` have passed. */
const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

export interface LogoutOptions {
  /** ends the account's other sessions too, before this one (Sign out everywhere) */
  endElsewhere?: () => Promise<void>;
}

/**
 * The person signs out (sign-out.ts): unsent changes are sent or, offline, deleted only when they
 * say so; then the account's data leaves the device and they go to /login (docs/product.md §2).
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const auth = useAuth();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { db } = useLocalStore();
  const dataLayer = useContext(DataLayerContext);
  return async ({ endElsewhere } = {}) => {
    const outcome = await signOut({
      unsaved: () => unsavedCount(db),
      async send() {
        if (!navigator.onLine || !dataLayer) return;
        await within(SEND_WITHIN_MS, dataLayer.runner.kick({ retryNow: true }));
      },
      confirmLoss: (changes) => confirm(lossQuestion(changes)),
      async endSession() {
        await endElsewhere?.();
        // While this session lasts, so the server can forget it: the next person on this device
        // gets none of this account's reminders.
        await within(
          PUSH_OFF_WITHIN_MS,
          import('../reminders/push-permission').then((push) => push.turnOffPush()),
        ).catch(() => undefined);
        await auth.signOut();
      },
      async forget() {
        await forgetAccount(accountOnDevice(db));
        await forgetSession();
      },
    });
    if (outcome === 'signed-out') await navigate('/login', { replace: true });
  };
}
