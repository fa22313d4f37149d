import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { waveformApi, type WaveformApi } from '../../worker/waveform-api';
import { createWaveformBridge, type WaveformWorker } from './waveform-bridge';

/**
 * Stand-in workers: each is one end of a MessageChannel whose other end runs the real worker
 * API through comlink, so calls cross a real structured-clone boundary with real transfers.
 */
function fakeWorkers(api: WaveformApi = waveformApi) {
  const started: { terminated: boolean; transfers: Transferable[][]; crash(): void }[] = [];
  const ports: MessagePort[] = [];
  const createWorker = (): WaveformWorker => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    expose(api, port2);
    const record = {
      terminated: false,
      transfers: [] as Transferable[][],
      // What a Worker does when its script throws at top level or runs out of memory.
      crash: () => errorListeners.forEach((listener) => listener(new Event('error'))),
    };
    // Kept here rather than on the port: a MessagePort never fires a Worker's 'error'.
    const errorListeners = new Set<(event: Event) => void>();
    started.push(record);
    return {
      postMessage: (message: unknown, transfer: Transferable[] = []) => {
        record.transfers.push(transfer);
        port1.postMessage(message, transfer);
      },
      addEventListener: (type, listener) =>
        type === 'error'
          ? errorListeners.add(listener as (event: Event) => void)
          : port1.addEventListener(type, listener as never),
      removeEventListener: (type, listener) =>
        type === 'error'
          ? errorListeners.delete(listener as (event: Event) => void)
          : port1.removeEventListener(type, listener as never),
      start: () => port1.start(),
      terminate: () => {
        record.terminated = true;
        port1.close();
        port2.close();
      },
    };
  };
  return { createWorker, started, close: () => ports.forEach((port) => port.close()) };
}

/** Timers the test fires by hand, so idleness needs no waiting. */
function manualTimers() {
  const timers = new Map<number, () => void>();
  let nextId = 1;
  return {
    setTimeout: (run: () => void) => {
      timers.set(nextId, run);
      return nextId++;
    },
    clearTimeout: (timer: unknown) => void timers.delete(timer as number),
    get active() {
      return timers.size;
    },
    fireAll() {
      const due = [...timers.values()];
      timers.clear();
      due.forEach((run) => run());
    },
  };
}

const clip = (value: number, seconds = 1) => new Float32Array(8_000 * seconds).fill(value);

let cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.forEach((run) => run());
  cleanup = [];
});

function setup(api?: WaveformApi) {
  const workers = fakeWorkers(api);
  const timers = manualTimers();
  const bridge = createWaveformBridge({
    createWorker: workers.createWorker,
    idleMs: 1_000,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  });
  cleanup.push(() => bridge.dispose(), workers.close);
  return { bridge, workers, timers };
}

describe('createWaveformBridge', () => {
  it('starts no worker until the first waveform is asked for', async () => {
    const { bridge, workers } = setup();
    expect(workers.started).toHaveLength(0);
    const pcm = await bridge.waveform([clip(0.5)], 8_000);
    expect(workers.started).toHaveLength(1);
    expect(pcm).toHaveLength(2048);
    expect(new Set(pcm)).toEqual(new Set([0.5]));
  });

  it('moves the channel buffers to the worker instead of copying them', async () => {
    const { bridge, workers } = setup();
    const left = clip(0.5);
    const right = clip(-0.5);
    const pcm = await bridge.waveform([left, right], 8_000);

    const sent = workers.started[0]!.transfers.flat();
    expect(sent).toContain(left.buffer);
    expect(sent).toContain(right.buffer);
    // A transferred buffer is detached on the page side.
    expect(left).toHaveLength(0);
    expect(right).toHaveLength(0);
    expect(new Set(pcm)).toEqual(new Set([0]));
  });

  it('transfers a buffer shared by two channels once', async () => {
    const { bridge } = setup();
    const both = new Float32Array(16_000).fill(0.25);
    const pcm = await bridge.waveform([both.subarray(0, 8_000), both.subarray(8_000)], 8_000);
    expect(new Set(pcm)).toEqual(new Set([0.25]));
  });

  it('uses one worker for overlapping calls and answers each with its own clip', async () => {
    const { bridge, workers, timers } = setup();
    const answers = await Promise.all([
      bridge.waveform([clip(0.1)], 8_000),
      bridge.waveform([clip(0.2)], 8_000),
      bridge.waveform([clip(0.3)], 8_000),
    ]);
    expect(workers.started).toHaveLength(1);
    expect(answers.map((pcm) => [...new Set(pcm)])).toEqual([[0.1], [0.2], [0.3]]);
    expect(timers.active).toBe(1);
  });

  it('ends the worker once idle and starts a fresh one for the next call', async () => {
    const { bridge, workers, timers } = setup();
    await bridge.waveform([clip(0.5)], 8_000);
    expect(workers.started[0]!.terminated).toBe(false);

    timers.fireAll();
    expect(workers.started[0]!.terminated).toBe(true);

    const pcm = await bridge.waveform([clip(0.75)], 8_000);
    expect(workers.started).toHaveLength(2);
    expect(workers.started[1]!.terminated).toBe(false);
    expect(new Set(pcm)).toEqual(new Set([0.75]));
  });

  it('keeps the worker while a call is still being answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slowApi = {
      // Answers the first call at once and holds the second until the test releases it.
      async waveform(channels: Float32Array[], sampleRate: number) {
        if (++calls === 2) await held;
        return waveformApi.waveform(channels, sampleRate);
      },
    } as unknown as WaveformApi;
    const { bridge, workers, timers } = setup(slowApi);

    await bridge.waveform([clip(0.5)], 8_000);
    const slow = bridge.waveform([clip(0.25)], 8_000);
    // The second call cancels the idle timer of the first and starts none while it runs.
    expect(timers.active).toBe(0);
    release();
    expect(new Set(await slow)).toEqual(new Set([0.25]));
    expect(workers.started).toHaveLength(1);
    expect(timers.active).toBe(1);
  });

  it('rejects a call the worker could not answer and still serves the next one', async () => {
    const { bridge, workers } = setup();
    await expect(bridge.waveform([clip(0.5)], 0)).rejects.toThrow(/sampleRate/);
    expect(new Set(await bridge.waveform([clip(0.5)], 8_000))).toEqual(new Set([0.5]));
    expect(workers.started).toHaveLength(1);
  });

  it('rejects unanswered calls and ends the worker on dispose', async () => {
    const { bridge, workers } = setup({
      waveform: () => new Promise(() => {}),
    } as unknown as WaveformApi);
    const never = bridge.waveform([clip(0.5)], 8_000);
    bridge.dispose();
    await expect(never).rejects.toThrow(/disposed/);
    expect(workers.started[0]!.terminated).toBe(true);
  });

  it('rejects unanswered calls when the worker crashes and starts a new one next time', async () => {
    // Clips at 8 001 Hz are never answered, standing in for the work the crash interrupts.
    const { bridge, workers } = setup({
      waveform: (channels: Float32Array[], sampleRate: number) =>
        sampleRate === 8_001 ? new Promise(() => {}) : waveformApi.waveform(channels, sampleRate),
    } as unknown as WaveformApi);
    const lost = bridge.waveform([clip(0.5)], 8_001);
    workers.started[0]!.crash();
    await expect(lost).rejects.toThrow(/stopped unexpectedly/);
    expect(workers.started[0]!.terminated).toBe(true);

    expect(new Set(await bridge.waveform([clip(0.5)], 8_000))).toEqual(new Set([0.5]));
    expect(workers.started).toHaveLength(2);
  });
});
