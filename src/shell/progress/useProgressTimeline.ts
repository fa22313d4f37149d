import { useEffect, useState } from 'react';
import { createProgressTimeline, HIDDEN_PROGRESS, type ProgressView } from './progress-timeline';

const browserTimers = {
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (timer: unknown) => window.clearTimeout(timer as number),
  now: () => Date.now(),
};

/** What the top progress bar shows while `busy` comes and goes. */
export function useProgressTimeline(busy: boolean): ProgressView {
  const [view, setView] = useState(HIDDEN_PROGRESS);
  const [timeline] = useState(() => createProgressTimeline(browserTimers, setView));
  useEffect(() => timeline.setBusy(busy), [timeline, busy]);
  // stop() leaves the timeline restartable, so a remount (StrictMode's too) starts it afresh.
  useEffect(() => () => timeline.stop(), [timeline]);
  return view;
}
