/** What the waveform benchmark page reports for one clip. */
export interface WaveformRun {
  seconds: number;
  channels: number;
  /** from handing the samples over to having the pcm back, on the page's clock */
  workerMs: number;
  /** long tasks (≥ 50 ms, Long Tasks API) on the main thread while the worker ran */
  longTasks: number;
  /** the longest gap between two main-thread timer ticks while the worker ran */
  longestGapMs: number;
  peaks: number;
}
