import type { RitualDb } from '../../../local-store/db';
import type { SyncEngine } from './types';

export interface RunnerEnvironment {
  /** where `online` and `focus` arrive: the window */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  now(): number;
  /**
   * Whether there is a session to sync for. A visitor has none: asking the server would only be
   * refused (a 401 in the console of every public page), and nothing of theirs waits to be sent.
   */
  signedIn?: () => Promise<boolean>;
}

export interface SyncRunner {
  /**
   * Sync now: after a write, on the server's signal. Calls while one runs are folded into one.
   * `retryNow` skips the head's backoff (the network just came back).
   */
  kick(options?: { retryNow?: boolean }): Promise<void>;
  stop(): void;
}

/**
 * When the page syncs (issue 4, item 4): at start, on `online`, on window focus, after each
 * write, and when a postponed mutation's backoff ends.
 */
export function startSyncRunner(
  engine: SyncEngine,
  db: RitualDb,
  env: RunnerEnvironment,
): SyncRunner {
  let timer: unknown;
  let running: Promise<void> | undefined;
  let again = false;
  let retryNow = false;
  let stopped = false;

  async function runOnce() {
    const options = { retryNow };
    retryNow = false;
    if (env.signedIn && !(await env.signedIn())) return;
    const result = await engine.sync(options);
    if (result !== 'waiting' || stopped) return;
    const head = await db.outbox.orderBy('seq').first();
    if (head) timer = env.setTimeout(() => void kick(), Math.max(0, head.notBefore - env.now()));
  }

  function kick(options: { retryNow?: boolean } = {}): Promise<void> {
    if (stopped) return Promise.resolve();
    if (options.retryNow) retryNow = true;
    env.clearTimeout(timer);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch(() => undefined);
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  }

  const onEvent = () => void kick();
  // Back online, or the app just opened: what failed for want of a network is tried at once, not
  // after its backoff (which may have grown to minutes while the device was offline). Focus keeps
  // the backoff, so switching between apps does not hammer a server that is failing.
  const onOnline = () => void kick({ retryNow: true });
  env.events.addEventListener('online', onOnline);
  env.events.addEventListener('focus', onEvent);
  void kick({ retryNow: true });
  return {
    kick,
    stop() {
      stopped = true;
      env.clearTimeout(timer);
      env.events.removeEventListener('online', onOnline);
      env.events.removeEventListener('focus', onEvent);
    },
  };
}
