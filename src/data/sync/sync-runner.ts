import type { RitualDb } from '../db';
import type { SyncEngine } from './types';

export interface RunnerEnvironment {
  /** where `online` and `focus` arrive: the window */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  now(): number;
}

export interface SyncRunner {
  /** Sync now: after a write, on the server's signal. Calls while one runs are folded into one. */
  kick(): Promise<void>;
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
  let stopped = false;

  async function runOnce() {
    const result = await engine.sync();
    if (result !== 'waiting' || stopped) return;
    const head = await db.outbox.orderBy('seq').first();
    if (head) timer = env.setTimeout(() => void kick(), Math.max(0, head.notBefore - env.now()));
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
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
  env.events.addEventListener('online', onEvent);
  env.events.addEventListener('focus', onEvent);
  void kick();
  return {
    kick,
    stop() {
      stopped = true;
      env.clearTimeout(timer);
      env.events.removeEventListener('online', onEvent);
      env.events.removeEventListener('focus', onEvent);
    },
  };
}
