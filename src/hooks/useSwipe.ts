import { useEffect, type RefObject } from 'react';
import { NO_SWIPE_FROM, swipeOf, type Point } from './swipe';

/**
 * Calls `onSwipe` when a finger swipes across `target` (touch only: a mouse drag selects text).
 * A swipe that starts on a control moving sideways itself (swipe.ts's NO_SWIPE_FROM) is left to it.
 */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  onSwipe: (direction: 'left' | 'right') => void,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let start: (Point & { id: number }) | null = null;
    const down = (event: PointerEvent) => {
      const from = event.target as Element | null;
      start =
        event.pointerType === 'touch' && !from?.closest(NO_SWIPE_FROM)
          ? { id: event.pointerId, x: event.clientX, y: event.clientY }
          : null;
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const direction = swipeOf(start, { x: event.clientX, y: event.clientY });
      start = null;
      if (direction) onSwipe(direction);
    };
    const cancel = () => {
      start = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [target, onSwipe]);
}
