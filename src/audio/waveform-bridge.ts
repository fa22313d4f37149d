import { transfer } from 'comlink';
import type { WaveformApi } from '../../worker/waveform-api';
import { idleWorker, type WorkerEndpoint } from '../app/idle-worker';

/** The part of a Worker the bridge uses, so tests can hand in a MessagePort-backed fake. */
export type WaveformWorker = WorkerEndpoint;

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
  ...timers
}: WaveformBridgeOptions = {}): WaveformBridge {
  const worker = idleWorker<WaveformApi, WaveformWorker>('waveform', {
    createWorker,
    idleMs,
    ...timers,
  });
  return {
    async waveform(channels, sampleRate) {
      // A Set because two channels may be views of one buffer, and a buffer transfers once.
      const buffers = [...new Set(channels.map((channel) => channel.buffer as ArrayBuffer))];
      const pcm = await worker.ask((remote) =>
        remote.waveform(transfer(channels, buffers), sampleRate),
      );
      return Array.from(pcm);
    },
    dispose: () => worker.stop('The waveform worker was disposed.'),
  };
}
