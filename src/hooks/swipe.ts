/** How far a finger must travel sideways before it is a swipe, in CSS px. */
export const SWIPE_DISTANCE = 60;

export interface Point {
  x: number;
  y: number;
}

/**
 * Which way a touch moved, if it was a swipe (docs/product.md §9): far enough sideways, and more
 * sideways than up or down, so scrolling the page never turns into a swipe.
 */
export function swipeOf(
  start: Point,
  end: Point,
  distance = SWIPE_DISTANCE,
): 'left' | 'right' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < distance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * Where a swipe may not start: controls that move sideways themselves (a slider, a video's
 * scrubber, a text field, a horizontally scrolling strip).
 */
export const NO_SWIPE_FROM =
  'input, textarea, select, video, audio, [role="slider"], [data-no-swipe]';
