import type { Server, Socket } from 'socket.io';
import {
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '../../contract/socket-events.js';

export type RitualSocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export type RitualSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** The room of one session's sockets: signing that session out closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Where the server's logic sends real-time events to users. The socket server attaches itself
 * when it starts; until then (and in tests that use the API without a port) nobody is connected,
 * so there is nobody to tell and emits do nothing.
 */
export class RealtimeHub {
  private io: RitualSocketServer | undefined;

  attach(io: RitualSocketServer): void {
    this.io = io;
  }

  detach(): void {
    this.io = undefined;
  }

  /** Sends an event to every socket of these users, on this process and (PostgreSQL) the others. */
  emitToUsers<E extends keyof ServerToClientEvents>(
    userIds: Iterable<string>,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    const rooms = [...new Set(userIds)].map(userRoom);
    if (!this.io || rooms.length === 0) return;
    this.io.to(rooms).emit(event, ...args);
  }

  /**
   * A session ended (sign-out, sign-out everywhere, a password change or reset): its sockets are
   * closed, on every process, so a revoked token hears nothing more. `keep` is a session that
   * stays (the one that changed the password).
   */
  endSessions(ended: { sessionId: string } | { userId: string; keep?: string }): void {
    if (!this.io) return;
    if ('sessionId' in ended) {
      this.io.in(sessionRoom(ended.sessionId)).disconnectSockets(true);
      return;
    }
    const everyone = this.io.in(userRoom(ended.userId));
    (ended.keep ? everyone.except(sessionRoom(ended.keep)) : everyone).disconnectSockets(true);
  }
}
