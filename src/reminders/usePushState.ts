import { useCallback, useEffect, useRef, useState } from 'react';
import type * as pushPermission from './push-permission';
import type { PushState } from './push-state-words';
import type { PushControl } from './PushStateNotice';

type PushPermission = typeof pushPermission;

/** Its own chunk: subscribing and the server's key are nobody's business on the first page. */
const loadPushPermission = (): Promise<PushPermission> => import('./push-permission');

/**
 * This device's notifications and the two ways to change them. The module is fetched when a
 * screen that shows them mounts, so that a click can call turnOnPush at once: the browser asks
 * for permission only from a person's click, and an await for a chunk first can lose it. The
 * state is read again when the page comes back into view, after a person allowed Ritual in the
 * browser's site settings.
 */
export function usePushState(): PushControl {
  const [state, setState] = useState<PushState | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const permission = useRef<PushPermission | null>(null);

  useEffect(() => {
    let live = true;
    const read = () =>
      loadPushPermission()
        .then((loaded) => {
          permission.current = loaded;
          return loaded.pushState();
        })
        .then(
          (read) => live && setState(read),
          () => live && setState('unsupported'),
        );
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    void read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const change = useCallback(
    (turn: (loaded: PushPermission) => Promise<pushPermission.PushOutcome>) => {
      const loaded = permission.current;
      if (!loaded) return;
      setBusy(true);
      setMessage(null);
      turn(loaded)
        .then(
          (outcome) => {
            setState(outcome.state);
            setMessage(outcome.message ?? null);
          },
          (failure: Error) => setMessage(failure.message),
        )
        .finally(() => setBusy(false));
    },
    [],
  );

  return {
    state,
    message,
    busy,
    /** call from the click itself */
    turnOn: useCallback(() => change((loaded) => loaded.turnOnPush()), [change]),
    turnOff: useCallback(() => change((loaded) => loaded.turnOffPush()), [change]),
  };
}
