/** docs/product.md §9: the bar shows only what lasts past the throttle, and creeps for `durationMs`. */
export const PROGRESS_TIMING = {
  throttleMs: 200,
  durationMs: 5000,
  /** how often the creeping width moves on */
  tickMs: 100,
  /** the jump to 100 % and the fade (styled in progress-bar.css) before the bar goes */
  finishMs: 500,
} as const;

export type ProgressTiming = { [K in keyof typeof PROGRESS_TIMING]: number };

export interface ProgressView {
  phase: 'hidden' | 'running' | 'finishing';
  /** 0..100 */
  value: number;
}

export const HIDDEN_PROGRESS: ProgressView = { phase: 'hidden', value: 0 };

/** How far the bar has crept: quickly at first, then slower, reaching 90 % at `duration`. */
export function creep(elapsedMs: number, durationMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return 90 * (1 - (1 - t) ** 2);
}

export interface ProgressTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** epoch ms */
  now(): number;
}

export interface ProgressTimeline {
  /** whether something is loading now (a route's screen, an upload) */
  setBusy(busy: boolean): void;
  /** forgets everything and hides the bar; a later setBusy starts afresh */
  stop(): void;
}

/**
 * The top progress bar's timing (docs/product.md §9), with the clock passed in: hidden until being busy has
 * lasted the throttle (a quick navigation shows nothing), then creeping toward 90 %; when the work
 * ends it jumps to 100 %, fades and goes.
 */
export function createProgressTimeline(
  timers: ProgressTimers,
  show: (view: ProgressView) => void,
  timing: ProgressTiming = PROGRESS_TIMING,
): ProgressTimeline {
  let busy = false;
  let view = HIDDEN_PROGRESS;
  let timer: unknown;
  let startedAt = 0;

  const set = (next: ProgressView) => {
    view = next;
    show(next);
  };
  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const after = (ms: number, run: () => void) => {
    cancel();
    timer = timers.setTimeout(() => {
      timer = undefined;
      run();
    }, ms);
  };
  const tick = () => {
    const elapsed = timers.now() - startedAt;
    set({ phase: 'running', value: creep(elapsed, timing.durationMs) });
    // At 90 % it waits for the end without ticking on.
    if (elapsed < timing.durationMs) after(timing.tickMs, tick);
  };

  return {
    setBusy(next) {
      if (next === busy) return;
      busy = next;
      if (busy) {
        // Also from a fading bar: it finishes fading, and comes back only if this lasts too.
        after(timing.throttleMs, () => {
          startedAt = timers.now();
          tick();
        });
      } else if (view.phase === 'hidden') {
        cancel();
      } else {
        if (view.phase === 'running') set({ phase: 'finishing', value: 100 });
        after(timing.finishMs, () => set(HIDDEN_PROGRESS));
      }
    },
    stop() {
      cancel();
      busy = false;
      if (view.phase !== 'hidden') set(HIDDEN_PROGRESS);
    },
  };
}
