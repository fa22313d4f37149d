import { VideoRoomSchema } from '../../contract/socket-events.js';
import type { AppDeps } from '../deps.js';
import type { RitualSocket, RitualSocketServer } from './hub.js';
import { mayJoinVideoCall, recordVideoCallCount } from './video-call-count.js';

const PREFIX = 'video:';

/** The socket.io room of the pages in one journal's video call, on every process. */
export const videoCallRoom = (journalId: string) => `${PREFIX}${journalId}`;

const journalOf = (room: string) => (room.startsWith(PREFIX) ? room.slice(PREFIX.length) : null);

/**
 * Runs a journal's recounts one after another, and a recount asked for while one runs once after
 * it: two recounts of one journal racing could write an older count last. Each caller's promise
 * settles after a recount that started after it asked. `recount` must not reject.
 */
function oneRecountAtATime(recount: (journalId: string) => Promise<void>) {
  const last = new Map<string, Promise<void>>();
  const waiting = new Map<string, Promise<void>>();
  const request = (journalId: string): Promise<void> => {
    const queued = waiting.get(journalId);
    if (queued) return queued;
    const run = (last.get(journalId) ?? Promise.resolve()).then(() => {
      waiting.delete(journalId);
      return recount(journalId);
    });
    waiting.set(journalId, run);
    last.set(journalId, run);
    void run.then(() => {
      if (last.get(journalId) === run) last.delete(journalId);
    });
    return run;
  };
  return request;
}

/**
 * docs/product.md §4's "N in the video chat", counted by the server: a page says it joined or left
 * a journal's call, and the server counts the distinct signed-in users with a socket in the call's
 * room, on every process (fetchSockets asks the others through the PostgreSQL adapter). Users, not
 * sockets: two tabs of one person are one person, and one account cannot add to the count by
 * opening sockets. A user joins only a call of a journal they may read. The count is recounted on
 * each join, leave and disconnect, and stored as the journal's videoConferenceParticipants.
 */
export function videoCalls(io: RitualSocketServer, deps: AppDeps) {
  const { log } = deps;
  let stopping = false;

  /** Once stopping, this process's own sockets are as good as gone. */
  const peopleInCall = async (journalId: string) => {
    const sockets = await io.in(videoCallRoom(journalId)).fetchSockets();
    const own = io.of('/').sockets;
    const counted = stopping ? sockets.filter((socket) => !own.has(socket.id)) : sockets;
    return new Set(counted.map((socket) => socket.data.userId)).size;
  };
  const recount = oneRecountAtATime(async (journalId) => {
    try {
      await recordVideoCallCount(deps, journalId, await peopleInCall(journalId));
    } catch (error) {
      log.warn('video call count not recorded', { error: String(error) });
    }
  });

  /** Whether the socket is in the call afterwards. Said again while in it, access is asked again. */
  const join = async (socket: RitualSocket, journalId: string) => {
    const allowed = await mayJoinVideoCall(deps.database.read, socket.data.userId, journalId);
    const room = videoCallRoom(journalId);
    if (!socket.connected) return false;
    if (allowed === socket.rooms.has(room)) return allowed;
    // A member removed from a private journal mid-call is taken out at their page's next word.
    await (allowed ? socket.join(room) : socket.leave(room));
    await recount(journalId);
    return allowed;
  };

  const leave = async (socket: RitualSocket, journalId: string) => {
    const room = videoCallRoom(journalId);
    if (!socket.rooms.has(room)) return false;
    await socket.leave(room);
    await recount(journalId);
    return false;
  };

  const handle =
    (socket: RitualSocket, act: typeof join) =>
    (payload: unknown, answer?: unknown): void => {
      // A page that sends no answer function gets none; a bad payload is no call to be in.
      const reply = (inCall: boolean) => {
        if (typeof answer === 'function') (answer as (inCall: boolean) => void)(inCall);
      };
      const parsed = VideoRoomSchema.safeParse(payload);
      if (!parsed.success) return reply(false);
      act(socket, parsed.data.journalId).then(reply, (error: unknown) => {
        log.warn('video call join or leave failed', { error: String(error) });
        reply(false);
      });
    };

  return {
    /** The call events of one socket, and its calls recounted once it is gone. */
    connected(socket: RitualSocket) {
      socket.on('video-room-join', handle(socket, join));
      socket.on('video-room-leave', handle(socket, leave));
      let calls: string[] = [];
      socket.on('disconnecting', () => {
        calls = [...socket.rooms].flatMap((room) => journalOf(room) ?? []);
      });
      socket.on('disconnect', () => {
        if (!stopping) for (const journalId of calls) void recount(journalId);
      });
    },
    /**
     * This process is stopping: each call it hosts is counted without its own sockets (0 on
     * SQLite's one process), while the adapter still reaches the other processes. Their pages
     * reconnect and say they are in the call again within VIDEO_ROOM_AGAIN_EVERY_MS.
     */
    async stop() {
      stopping = true;
      const hosted = [...io.of('/').adapter.rooms.keys()].flatMap((room) => journalOf(room) ?? []);
      await Promise.all(hosted.map(recount));
    },
  };
}
