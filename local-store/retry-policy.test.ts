import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from './retry-policy';

describe('retryDelay', () => {
  it('doubles with each failure, between half and all of the step', () => {
    for (const attempts of [1, 2, 3, 4]) {
      const step = FIRST_RETRY_MS * 2 ** (attempts - 1);
      expect(retryDelay(attempts, 0)).toBe(step / 2);
      expect(retryDelay(attempts, 0.999999)).toBeLessThanOrEqual(step);
      expect(retryDelay(attempts, 0.999999)).toBeGreaterThan(step * 0.99);
    }
  });

  it('never waits longer than the cap, however long the outage', () => {
    expect(retryDelay(50, 0.999999)).toBeLessThanOrEqual(MAX_RETRY_MS);
    expect(retryDelay(50, 0)).toBe(MAX_RETRY_MS / 2);
  });

  it('honours a longer Retry-After from the server', () => {
    expect(retryDelay(1, 0.5, 30_000)).toBe(30_000);
    expect(retryDelay(5, 0.5, 10)).toBeGreaterThan(10);
  });
});
