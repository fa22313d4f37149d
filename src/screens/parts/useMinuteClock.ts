import { useSyncExternalStore } from 'react';
import { useFirstRead } from '../../app/first-read';

const MINUTE = 60_000;

/** One clock for every reader on the page, ticking while anyone reads it. */
let now = Date.now();
let timer: number | undefined;
const readers = new Set<() => void>();

function subscribe(reader: () => void) {
  readers.add(reader);
  if (timer === undefined) {
    // Read again on the first subscription: the clock stood still while nobody read it (React
    // compares the snapshot after subscribing, and draws again if it moved).
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      readers.forEach((read) => read());
    }, MINUTE);
  }
  return () => {
    readers.delete(reader);
    if (readers.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/**
 * Now, in epoch ms, moving once a minute: often enough to notice the day turning. It is the
 * server's clock while hydrating a page the server drew (app/first-read.ts), so the hydrating
 * render says the same days, and the device's right after.
 */
export function useMinuteClock(): number {
  const drawnAt = useFirstRead()?.now;
  return useSyncExternalStore(subscribe, snapshot, () => drawnAt ?? now);
}
