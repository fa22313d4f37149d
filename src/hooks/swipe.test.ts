import { describe, expect, it } from 'vitest';
import { swipeOf } from './swipe';

describe('swipeOf', () => {
  const from = { x: 200, y: 300 };

  it('reads a long sideways move as a swipe, left or right', () => {
    expect(swipeOf(from, { x: 100, y: 320 })).toBe('left');
    expect(swipeOf(from, { x: 290, y: 280 })).toBe('right');
  });

  it('is no swipe when the finger moved more up or down than sideways (a scroll)', () => {
    expect(swipeOf(from, { x: 100, y: 420 })).toBeNull();
    expect(swipeOf(from, { x: 300, y: 200 })).toBeNull();
  });

  it('is no swipe for a short move, or a tap', () => {
    expect(swipeOf(from, { x: 150, y: 300 })).toBeNull();
    expect(swipeOf(from, from)).toBeNull();
  });
});
