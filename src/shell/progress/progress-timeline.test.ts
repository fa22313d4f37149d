import { describe, expect, it } from 'vitest';
import {
  createProgressTimeline,
  creep,
  PROGRESS_TIMING,
  type ProgressView,
} from './progress-timeline';

/** A clock the test moves by hand; `advance(ms)` fires every timer that falls due, in order. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (timer: unknown) => void timers.delete(timer as number),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const first = [...timers].sort((a, b) => a[1].at - b[1].at)[0];
        if (!first || first[1].at > end) break;
        timers.delete(first[0]);
        now = first[1].at;
        first[1].run();
      }
      now = end;
    },
  };
}

function setup() {
  const clock = fakeClock();
  const views: ProgressView[] = [];
  const timeline = createProgressTimeline(clock, (view) => views.push(view));
  const shown = () => views.at(-1) ?? { phase: 'hidden', value: 0 };
  return { clock, views, timeline, shown };
}

describe('the top progress bar’s timeline', () => {
  it('shows nothing for work that ends within 200 ms', () => {
    const { clock, views, timeline } = setup();
    timeline.setBusy(true);
    clock.advance(199);
    timeline.setBusy(false);
    clock.advance(10_000);
    expect(views).toEqual([]);
  });

  it('appears after 200 ms and creeps toward 90 % over 5 s, never past it', () => {
    const { clock, timeline, shown } = setup();
    timeline.setBusy(true);
    clock.advance(200);
    expect(shown()).toEqual({ phase: 'running', value: 0 });
    clock.advance(1000);
    const early = shown().value;
    clock.advance(1500);
    const later = shown().value;
    expect(early).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(early);
    expect(later).toBeLessThan(90);
    clock.advance(PROGRESS_TIMING.durationMs);
    expect(shown()).toEqual({ phase: 'running', value: 90 });
    clock.advance(60_000);
    expect(shown()).toEqual({ phase: 'running', value: 90 });
  });

  it('jumps to 100 % when the work ends, then fades and goes', () => {
    const { clock, timeline, shown } = setup();
    timeline.setBusy(true);
    clock.advance(700);
    timeline.setBusy(false);
    expect(shown()).toEqual({ phase: 'finishing', value: 100 });
    clock.advance(PROGRESS_TIMING.finishMs);
    expect(shown()).toEqual({ phase: 'hidden', value: 0 });
  });

  it('starts over from 0 when new work outlasts the throttle while it fades', () => {
    const { clock, timeline, shown } = setup();
    timeline.setBusy(true);
    clock.advance(1000);
    timeline.setBusy(false);
    clock.advance(100);
    timeline.setBusy(true);
    clock.advance(199);
    expect(shown().phase).toBe('finishing');
    clock.advance(1);
    expect(shown()).toEqual({ phase: 'running', value: 0 });
    // New work that ends at once lets the fading bar go as usual.
    timeline.setBusy(false);
    timeline.setBusy(true);
    timeline.setBusy(false);
    clock.advance(PROGRESS_TIMING.finishMs);
    expect(shown().phase).toBe('hidden');
  });

  it('hides on stop and starts afresh afterwards', () => {
    const { clock, timeline, shown } = setup();
    timeline.setBusy(true);
    clock.advance(300);
    timeline.stop();
    expect(shown().phase).toBe('hidden');
    clock.advance(10_000);
    expect(shown().phase).toBe('hidden');
    timeline.setBusy(true);
    clock.advance(200);
    expect(shown().phase).toBe('running');
  });
});

describe('creep', () => {
  it('moves fast at first and slows down, from 0 to 90 %', () => {
    expect(creep(0, 5000)).toBe(0);
    expect(creep(2500, 5000)).toBeCloseTo(67.5);
    expect(creep(5000, 5000)).toBe(90);
    expect(creep(9000, 5000)).toBe(90);
    expect(creep(1000, 5000) - creep(0, 5000)).toBeGreaterThan(
      creep(5000, 5000) - creep(4000, 5000),
    );
  });
});
