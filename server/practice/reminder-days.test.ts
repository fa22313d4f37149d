import { describe, expect, it } from 'vitest';
import { daysToMask, maskToDays } from './reminder-days.js';

describe('reminder days as a bitmask', () => {
  it('gives Monday bit 1 and Sunday bit 64', () => {
    expect(daysToMask([1])).toBe(1);
    expect(daysToMask([2])).toBe(2);
    expect(daysToMask([7])).toBe(64);
    expect(daysToMask([1, 3, 5])).toBe(21);
    expect(daysToMask([1, 2, 3, 4, 5, 6, 7])).toBe(127);
    expect(daysToMask([])).toBe(0);
  });

  it('reads the mask back as weekdays ascending, whatever order they were given in', () => {
    expect(maskToDays(21)).toEqual([1, 3, 5]);
    expect(maskToDays(daysToMask([7, 2, 6]))).toEqual([2, 6, 7]);
    expect(maskToDays(127)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(maskToDays(0)).toEqual([]);
    expect(maskToDays(128 | 64)).toEqual([7]);
  });

  it('round-trips every set of weekdays', () => {
    for (let mask = 0; mask < 128; mask += 1) expect(daysToMask(maskToDays(mask))).toBe(mask);
  });
});
