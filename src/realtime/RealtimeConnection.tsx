import { useEffect } from 'react';
import { useAuth } from '../app/useAuth';
import { readSession } from '../../local-store/session';
import { setEmitter } from './realtime';
import { useSyncNow } from './useSyncNow';

const readToken = () =>
  readSession()
    .then((session) => session.token)
    .catch(() => null);

/**
 * The signed-in user's real-time socket (issue 8, docs/decisions.md #11), mounted by the shell: what the
 * server pushes makes this device sync at once instead of at the next focus. socket.io-client is
 * loaded after the first render, outside the first page's JavaScript budget.
 */
export function RealtimeConnection() {
  const { authenticated, userId, user } = useAuth();
  const syncNow = useSyncNow();

  useEffect(() => {
    if (!authenticated) return;
    let close: (() => void) | undefined;
    let unmounted = false;
    void Promise.all([readToken(), import('./live-socket')])
      .then(([token, { openLiveSocket }]) => {
        if (unmounted || !token) return;
        close = openLiveSocket(token, {
          syncNow,
          setEmitter,
          readToken,
          setTimeout: (run, ms) => window.setTimeout(run, ms),
          clearTimeout: (timer) => window.clearTimeout(timer as number),
        });
      })
      // The chunk did not load (offline on a first visit): the page syncs on focus and online.
      .catch(() => undefined);
    return () => {
      unmounted = true;
      close?.();
    };
    // `user` is a new object at each sign-in, the moment the session's token changes.
  }, [authenticated, userId, user, syncNow]);

  return null;
}
