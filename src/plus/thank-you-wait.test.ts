import { describe, expect, it } from 'vitest';
import { nextCheckIn, SLOW_AFTER_MS, thankYouStage } from './thank-you-wait';

describe('waiting for plus after checkout', () => {
  it('asks every 2 s at first, every 10 s once it is slow, and stops after 10 minutes', () => {
    expect(nextCheckIn(0)).toBe(2_000);
    expect(nextCheckIn(SLOW_AFTER_MS - 1)).toBe(2_000);
    expect(nextCheckIn(SLOW_AFTER_MS)).toBe(10_000);
    expect(nextCheckIn(10 * 60_000 - 1)).toBe(10_000);
    expect(nextCheckIn(10 * 60_000)).toBeNull();
  });

  it('says plus as soon as the user has it, and that it may take a minute once slow', () => {
    expect(thankYouStage(false, 0)).toBe('waiting');
    expect(thankYouStage(false, SLOW_AFTER_MS)).toBe('slow');
    expect(thankYouStage(true, 0)).toBe('plus');
    expect(thankYouStage(true, 20 * 60_000)).toBe('plus');
  });
});
