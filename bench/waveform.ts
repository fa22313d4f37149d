// The waveform worker on clips of 1, 10 and 60 minutes (stereo, 44.1 kHz), in real Chromium, with
// the longest main-thread stall meanwhile. Issue 5's budget: 10 minutes in under 150 ms, and no
// main-thread task over 50 ms. 60 minutes is about the longest clip drawn at full detail (four
// pairs a second fit MAX_PCM_VALUES): 1.27 GB of samples, so fewer runs.
import { onBenchPages } from './bench-pages.js';
import type { WaveformRun } from './waveform-run.js';
import type { Figure } from './results.js';
// WAVEFORM_RUNS makes a quicker trial run.
const RUNS = Number(process.env.WAVEFORM_RUNS ?? 7);
const LONG_RUNS = Math.min(RUNS, 3);
const runsFor = (minutes: number) => (minutes >= 60 ? LONG_RUNS : RUNS);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function measureWaveform(): Promise<Figure[]> {
  return onBenchPages(async (url, browser) => {
    const figures: Figure[] = [];
    for (const minutes of [1, 10, 60]) {
      const runs: WaveformRun[] = [];
      for (let run = 0; run < runsFor(minutes); run++) {
        // A fresh page per run: a 10-minute stereo clip is 212 MB of samples.
        const page = await browser.newPage();
        await page.goto(`${url}/waveform.html`);
        runs.push(
          await page.evaluate(
            (seconds) =>
              (
                globalThis as unknown as {
                  ritualBench: { waveform(s: number): Promise<WaveformRun> };
                }
              ).ritualBench.waveform(seconds),
            minutes * 60,
          ),
        );
        await page.close();
      }
      figures.push(
        {
          name: `waveform of ${minutes} min stereo 44.1 kHz, in the worker`,
          value: median(runs.map((run) => run.workerMs)),
          unit: 'ms',
          ...(minutes === 10 ? { budget: 150 } : {}),
          note: `median of ${runs.length} runs; ${runs[0]!.peaks} peaks`,
        },
        {
          name: `longest main-thread stall while the worker ran (${minutes} min)`,
          value: Math.max(...runs.map((run) => run.longestGapMs)),
          unit: 'ms',
          budget: 50,
          note: `worst of ${runs.length} runs; long tasks (≥50 ms) seen: ${runs.reduce((n, run) => n + run.longTasks, 0)}`,
        },
      );
    }
    return figures;
  });
}
