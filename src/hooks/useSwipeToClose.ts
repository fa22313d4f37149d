import { useCallback, useMemo, useState } from 'react';
import { useSwipe } from './useSwipe';

/** Phones, where sheets fill the screen and a swipe is the thumb's way out (dialog.css's break). */
const PHONE = '(max-width: 768px)';

/**
 * Closes a sheet, a dialog or a drawer when a finger swipes across it on a phone (docs/product.md
 * §9: sideways beyond up-and-down, so scrolling never closes it). Returns the callback ref to put
 * on the element: a portalled dialog mounts after its parent, so a plain ref would be read empty.
 * `close` decides, as Esc does: a composer that is recording stops first instead of closing.
 */
export function useSwipeToClose(close: () => void): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const target = useMemo(() => ({ current: element }), [element]);
  const onSwipe = useCallback(() => {
    if (matchMedia(PHONE).matches) close();
  }, [close]);
  useSwipe(target, onSwipe);
  return setElement;
}
