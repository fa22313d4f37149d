// Runs the app's own waveform bridge and worker on a synthetic clip, and watches the main thread
// meanwhile: the figures issue 5 budgets (worker time, longest main-thread task).
import { mulberry32 } from '../../contract/mulberry32';
import { createWaveformBridge } from '../../src/audio/waveform-bridge';
import type { WaveformRun } from '../waveform-run';
import { watchMainThread } from './main-thread-watch';

/** A clip of tones with a little noise; seeded, so every run sends the same samples. */
function clip(seconds: number, channels: number, sampleRate: number, seed: number): Float32Array[] {
  const random = mulberry32(seed);
  return Array.from({ length: channels }, (_, c) => {
    const samples = new Float32Array(seconds * sampleRate);
    const hz = 220 * (c + 1);
    for (let i = 0; i < samples.length; i++)
      samples[i] =
        0.6 * Math.sin((2 * Math.PI * hz * i) / sampleRate) * Math.sin(i / sampleRate) +
        0.1 * (random() - 0.5);
    return samples;
  });
}

async function waveform(seconds: number, channels = 2, sampleRate = 44_100): Promise<WaveformRun> {
  const bridge = createWaveformBridge();
  // Start the worker first, so its start-up is not counted as the clip's time.
  await bridge.waveform([new Float32Array(sampleRate)], sampleRate);
  const samples = clip(seconds, channels, sampleRate, 5);
  await new Promise((resolve) => setTimeout(resolve, 50));

  const stopWatching = watchMainThread();

  const started = performance.now();
  const pcm = await bridge.waveform(samples, sampleRate);
  const workerMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 20));
  const { longTasks, longestGapMs } = stopWatching();
  bridge.dispose();
  return { seconds, channels, workerMs, longTasks, longestGapMs, peaks: pcm.length };
}

(window as unknown as { ritualBench: unknown }).ritualBench = { waveform };
