import { wrap, type Endpoint, type Remote } from 'comlink';

/** The part of a Worker a bridge uses, so tests can hand in a MessagePort-backed fake. */
export type WorkerEndpoint = Endpoint & { terminate(): void };

export interface IdleWorkerOptions<W extends WorkerEndpoint> {
  createWorker: () => W;
  /** A worker unused this long is ended to give its memory back; the next call starts another. */
  idleMs: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

export interface IdleWorker<Api> {
  /** Starts the worker if it is not running, and asks it; the idle timer waits while it answers. */
  ask<T>(question: (remote: Remote<Api>) => Promise<T>): Promise<T>;
  /** Ends the worker; calls still unanswered are refused with why. */
  stop(reason: string): void;
}

/**
 * A comlink worker started at the first call and ended when idle (the waveform's and the search's).
 * `name` words its errors: 'The search worker stopped unexpectedly.'
 */
export function idleWorker<Api, W extends WorkerEndpoint = WorkerEndpoint>(
  name: string,
  {
    createWorker,
    idleMs,
    setTimeout: startTimer = (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: stopTimer = (timer) => globalThis.clearTimeout(timer as number),
  }: IdleWorkerOptions<W>,
): IdleWorker<Api> {
  let running: { worker: W; remote: Remote<Api> } | undefined;
  let idleTimer: unknown;
  // Rejecters of unanswered calls: a crashed or ended worker never answers them otherwise.
  const pending = new Set<(error: Error) => void>();

  const stopIdleTimer = () => {
    if (idleTimer !== undefined) stopTimer(idleTimer);
    idleTimer = undefined;
  };

  const stopWorker = (reason: Error) => {
    stopIdleTimer();
    running?.worker.terminate();
    running = undefined;
    const unanswered = [...pending];
    pending.clear();
    for (const reject of unanswered) reject(reason);
  };

  const start = () => {
    if (running) return running;
    const worker = createWorker();
    worker.addEventListener('error', () =>
      stopWorker(new Error(`The ${name} worker stopped unexpectedly.`)),
    );
    running = { worker, remote: wrap<Api>(worker) };
    return running;
  };

  const settle = () => {
    if (pending.size > 0 || !running) return;
    idleTimer = startTimer(() => {
      idleTimer = undefined;
      if (pending.size === 0) stopWorker(new Error(`The ${name} worker was idle.`));
    }, idleMs);
  };

  return {
    ask<T>(question: (remote: Remote<Api>) => Promise<T>): Promise<T> {
      stopIdleTimer();
      const { remote } = start();
      return new Promise<T>((resolve, reject) => {
        // Book-keeping first, so the idle timer is already running when the caller resumes.
        const answered = () => {
          pending.delete(reject);
          settle();
        };
        pending.add(reject);
        question(remote).then(
          (answer) => {
            answered();
            resolve(answer);
          },
          (error: unknown) => {
            answered();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    stop: (reason) => stopWorker(new Error(reason)),
  };
}
