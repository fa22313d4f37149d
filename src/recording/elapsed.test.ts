import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  it('shows minutes and two-digit seconds, dropping fractions', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(2_999)).toBe('0:02');
    expect(formatElapsed(61_000)).toBe('1:01');
    expect(formatElapsed(754_000)).toBe('12:34');
  });
  it('adds hours past the hour', () => {
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });
  it('never shows a negative or broken time', () => {
    expect(formatElapsed(-500)).toBe('0:00');
    expect(formatElapsed(Number.NaN)).toBe('0:00');
  });
});
