import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_PATH, userRoom } from '../../contract/socket-events.js';
import type { AppDeps } from '../deps.js';
import { handshakeUser } from './handshake.js';
import { sessionRoom, type RitualSocketServer } from './hub.js';
import { throttleEvents } from './event-throttle.js';
import { postgresAdapter } from './postgres-adapter.js';
import { startSessionChecks } from './session-checks.js';
import { videoCalls } from './video-call.js';
import { startSyncNotices } from '../sync/sync-notices.js';
import { unauthenticated } from '../errors.js';

interface SocketServer {
  /**
   * Disconnects every socket, stops the adapter, and closes the HTTP server it runs on (socket.io
   * closes that itself, letting requests in flight finish); resolves once all of it is done.
   */
  close(): Promise<void>;
}

/**
 * docs/decisions.md #11: socket.io on the API's own HTTP server, at SOCKET_PATH, polling then websocket. A
 * handshake without a live session token is refused; each socket joins its user's room, where
 * 'message' and 'sync' arrive (on SQLite one process and the in-memory adapter; with PostgreSQL
 * its adapter carries emits between processes), and its session's room, which signing that
 * session out closes. What a page sends is throttled per socket, and only while its session lives;
 * what it may send is that it joined or left a journal's video call.
 */
export function startSocketServer(httpServer: HttpServer, deps: AppDeps): SocketServer {
  const { config, log } = deps;
  const postgres = config.databaseUrl ? postgresAdapter(config.databaseUrl, log) : undefined;
  const io: RitualSocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    ...(postgres ? { adapter: postgres.adapter } : {}),
  });

  io.use((socket, next) => {
    handshakeUser(deps, socket.handshake).then(
      (who) => {
        // The API's own 401 text; the page's connect_error handler sees it as the message.
        if (!who) return next(new Error(unauthenticated().message));
        socket.data.userId = who.userId;
        socket.data.sessionId = who.sessionId;
        next();
      },
      (error: unknown) => {
        log.warn('socket handshake failed', { error: String(error) });
        next(new Error('The server could not check your sign-in.'));
      },
    );
  });

  const sessions = startSessionChecks(io, deps);
  const calls = videoCalls(io, deps);
  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    throttleEvents(socket, () => deps.monotonicNow());
    sessions.connected(socket);
    calls.connected(socket);
  });

  deps.realtime.attach(io);
  const stopSyncNotices = startSyncNotices(deps);
  return {
    async close() {
      stopSyncNotices();
      sessions.stop();
      deps.realtime.detach();
      await calls.stop();
      const closeIo = () => new Promise<void>((resolve) => void io.close(() => resolve()));
      await (postgres ? postgres.close(io, closeIo) : closeIo());
    },
  };
}
