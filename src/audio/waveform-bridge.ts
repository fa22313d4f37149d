import { transfer, wrap, type Endpoint, type Remote } from 'comlink';
import type { WaveformApi } from '../../worker/waveform-api';

/** The part of a Worker the bridge uses, so tests can hand in a MessagePort-backed fake. */
export type WaveformWorker = Endpoint & { terminate(): void };

export interface WaveformBridgeOptions {
  createWorker?: () => WaveformWorker;
  /** A worker unused this long is ended to give its memory back; the next call starts another. */
  idleMs?: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

export interface WaveformBridge {
  /** The `pcm` of a decoded clip. The channels' buffers are moved to the worker: don't reuse them. */
  waveform(channels: Float32Array[], sampleRate: number): Promise<number[]>;
  dispose(): void;
}

const defaultCreateWorker = (): WaveformWorker =>
  new Worker(new URL('../../worker/waveform.worker.ts', import.meta.url), { type: 'module' });

export function createWaveformBridge({
  createWorker = defaultCreateWorker,
  idleMs = 30_000,
  setTimeout: startTimer = (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: stopTimer = (timer) => globalThis.clearTimeout(timer as number),
}: WaveformBridgeOptions = {}): WaveformBridge {
  let running: { worker: WaveformWorker; remote: Remote<WaveformApi> } | undefined;
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
      stopWorker(new Error('The waveform worker stopped unexpectedly.')),
    );
    running = { worker, remote: wrap<WaveformApi>(worker) };
    return running;
  };

  const settle = () => {
    if (pending.size > 0 || !running) return;
    idleTimer = startTimer(() => {
      idleTimer = undefined;
      if (pending.size === 0) stopWorker(new Error('The waveform worker was idle.'));
    }, idleMs);
  };

  return {
    waveform(channels, sampleRate) {
      stopIdleTimer();
      const { remote } = start();
      // A Set because two channels may be views of one buffer, and a buffer transfers once.
      const buffers = [...new Set(channels.map((channel) => channel.buffer as ArrayBuffer))];
      return new Promise<number[]>((resolve, reject) => {
        // Book-keeping first, so the idle timer is already running when the caller resumes.
        const answered = () => {
          pending.delete(reject);
          settle();
        };
        pending.add(reject);
        remote.waveform(transfer(channels, buffers), sampleRate).then(
          (pcm) => {
            answered();
            resolve(Array.from(pcm));
          },
          (error: unknown) => {
            answered();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    dispose() {
      stopWorker(new Error('The waveform worker was disposed.'));
    },
  };
}
