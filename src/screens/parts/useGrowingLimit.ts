import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Infinite scroll: how many items a list shows, grown by `step` whenever the returned sentinel
 * element comes within `margin` of the viewport, while `hasMore` says there are more to show.
 */
export function useGrowingLimit(step: number, hasMore: boolean, margin = '800px') {
  const [limit, setLimit] = useState(step);
  const observer = useRef<IntersectionObserver | null>(null);
  const more = useRef(hasMore);
  useEffect(() => {
    more.current = hasMore;
  }, [hasMore]);

  const sentinel = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      observer.current = new IntersectionObserver(
        (seen) => {
          if (seen.some((entry) => entry.isIntersecting) && more.current)
            setLimit((shown) => shown + step);
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [step, margin],
  );
  return { limit, sentinel };
}
