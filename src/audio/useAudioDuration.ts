import { useCallback, useEffect, useState } from 'react';
import type { Entry } from '../../contract/entries';
import { durationOf, knownDuration } from './audio-duration';

/**
 * An audio entry's length before it is played, so a card says "0:20" at once. It is read when
 * the card comes near the screen (the returned ref goes on the card's audio), from the server's
 * file; a recording still only on this device says its length once it plays.
 */
export function useAudioDuration(entry: Pick<Entry, 'id' | 'link'>) {
  const [seconds, setSeconds] = useState(() => knownDuration(entry.id));
  const [near, setNear] = useState(false);
  const watch = useCallback((element: Element | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (seen) => {
        if (!seen.some((one) => one.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { id, link } = entry;
  useEffect(() => {
    if (!near || !link || seconds !== undefined) return;
    let current = true;
    void durationOf(id, link).then((found) => current && setSeconds(found));
    return () => {
      current = false;
    };
  }, [near, id, link, seconds]);

  return { watch, seconds: seconds ?? knownDuration(id) };
}
