import type { RitualSocket } from './hub.js';

/** What one socket may send: this many events a second on average… */
export const EVENTS_PER_SECOND = 20;
/** …and this many at once. A page sends one every 10 s in a video call; nothing else. */
export const EVENT_BURST = 40;
/** Events dropped in one stretch over the limit after which the socket is closed. */
export const DROPS_BEFORE_CLOSING = 200;

export const THROTTLED_TEXT = 'Too many events from this page: some were ignored.';

/**
 * A token bucket: full at EVENT_BURST, refilled at EVENTS_PER_SECOND. `now` is a monotonic clock
 * in milliseconds (performance.now), not the wall clock, which may jump.
 */
export function tokenBucket(now: () => number) {
  let tokens = EVENT_BURST;
  let at = now();
  return {
    /** takes a token if there is one */
    take(): boolean {
      const time = now();
      tokens = Math.min(EVENT_BURST, tokens + ((time - at) / 1000) * EVENTS_PER_SECOND);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    /** the bucket filled up again: the sender slowed down for a while */
    get full(): boolean {
      return tokens + ((now() - at) / 1000) * EVENTS_PER_SECOND >= EVENT_BURST;
    },
  };
}

/**
 * Every socket's events go through its own bucket. Over the limit an event is dropped, and the
 * page hears 'throttled' once per stretch over it: an honest page in a loop loses a few events it
 * sends again anyway, and keeps its 'sync' and 'message'. A socket still over it after
 * DROPS_BEFORE_CLOSING drops is closed: it is not a page slipping, and dropping costs the server
 * a parse per event where a closed socket costs a handshake (a session check) per reconnection.
 */
export function throttleEvents(socket: RitualSocket, now: () => number): void {
  const bucket = tokenBucket(now);
  let dropped = 0;
  socket.use((_event, next) => {
    if (dropped > 0 && bucket.full) dropped = 0;
    if (bucket.take()) return next();
    dropped += 1;
    if (dropped === 1) socket.emit('throttled', { message: THROTTLED_TEXT });
    if (dropped >= DROPS_BEFORE_CLOSING) socket.disconnect(true);
  });
}
