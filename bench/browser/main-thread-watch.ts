/** What the main thread did while a benchmark's worker ran. */
export interface MainThreadWatch {
  /** long tasks (≥ 50 ms, Long Tasks API) and the longest of them */
  longTasks: number;
  longestTaskMs: number;
  /** the longest gap between two main-thread timer ticks */
  longestGapMs: number;
}

/**
 * Starts watching the main thread (long tasks and timer-tick gaps) for the benchmark pages that
 * run the app's workers; the returned function stops and reports.
 */
export function watchMainThread(): () => MainThreadWatch {
  const seen: MainThreadWatch = { longTasks: 0, longestTaskMs: 0, longestGapMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      seen.longTasks += 1;
      seen.longestTaskMs = Math.max(seen.longestTaskMs, task.duration);
    }
  });
  observer.observe({ type: 'longtask' });
  let running = true;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    seen.longestGapMs = Math.max(seen.longestGapMs, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return () => {
    running = false;
    observer.disconnect();
    return { ...seen };
  };
}
