import { vi } from 'vitest';

/**
 * Holds the wall clock still until `advance` moves it. rate-limiter-flexible reads Date itself
 * (it takes no clock to be passed in), so tests of the abuse limits move Date, and only Date:
 * timers and the database's connections keep running in real time.
 */
export function holdWallClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  return {
    advance: (ms: number) => vi.setSystemTime(Date.now() + ms),
    release: () => vi.useRealTimers(),
  };
}
