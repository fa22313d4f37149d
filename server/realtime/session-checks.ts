import { liveSessionIds } from '../account/sessions.js';
import type { AppDeps } from '../deps.js';
import type { RitualSocket, RitualSocketServer } from './hub.js';

/** How often this process checks the sessions of its sockets, and how stale an event's check may be. */
export const SESSION_CHECK_EVERY_MS = 60_000;
/** Ids per IN (…) list: far below either dialect's bound-parameter limit. */
const CHUNK = 500;

/** Closes those of these sockets whose session ended; returns how many it closed. */
async function closeEnded(deps: AppDeps, sockets: RitualSocket[]): Promise<number> {
  const ids = [...new Set(sockets.map((socket) => socket.data.sessionId))];
  const live = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const found = await liveSessionIds(
      deps.database.read,
      ids.slice(start, start + CHUNK),
      deps.now(),
    );
    for (const id of found) live.add(id);
  }
  const ended = sockets.filter((socket) => !live.has(socket.data.sessionId));
  for (const socket of ended) socket.disconnect(true);
  return ended.length;
}

/**
 * A socket lives no longer than its session. Sign-out, sign-out everywhere and a password change
 * or reset close their sockets at once (RealtimeHub.endSessions); a session that simply expired,
 * went idle too long, or was deleted another way (maintenance's purge, a lost adapter message)
 * is found here: every SESSION_CHECK_EVERY_MS this process checks all its sockets in one query,
 * and a socket's event is let through only if its session was checked within that time.
 * `connected` puts a socket's events behind that check; `stop` ends the periodic one.
 */
export function startSessionChecks(
  io: RitualSocketServer,
  deps: AppDeps,
): {
  connected(socket: RitualSocket): void;
  stop(): void;
} {
  const checkAll = () =>
    closeEnded(deps, [...io.of('/').sockets.values()]).catch((error: unknown) =>
      deps.log.warn('socket sessions not checked', { error: String(error) }),
    );
  const timer = setInterval(() => void checkAll(), SESSION_CHECK_EVERY_MS);
  timer.unref();
  return {
    connected(socket) {
      let checkedAt = deps.now();
      socket.use((_event, next) => {
        if (deps.now() - checkedAt < SESSION_CHECK_EVERY_MS) return next();
        closeEnded(deps, [socket]).then(
          (closed) => {
            checkedAt = deps.now();
            if (closed === 0) next();
          },
          // Unchecked is not alive: the event is dropped, and the next one asks again.
          (error: unknown) => deps.log.warn('socket session not checked', { error: String(error) }),
        );
      });
    },
    stop: () => clearInterval(timer),
  };
}
