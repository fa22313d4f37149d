import { z } from 'zod';
import type { ChatMessage } from './chat.js';
import { RecordIdSchema } from './ids.js';

/**
 * The real-time socket (docs/decisions.md #11, docs/product.md §7): socket.io on the API's own HTTP server. One map of
 * event names and payloads, imported by the server and the page, so neither can send what the
 * other does not expect.
 */

export {
  SOCKET_PATH,
  SOCKET_RECONNECTION,
  VIDEO_ROOM_AGAIN_EVERY_MS,
  userRoom,
} from './socket-constants.js';

/** 'sync': something this user may see changed; pull from your cursor now. */
export interface SyncNotice {
  /** the change sequence number it reached (a client already past it need not pull) */
  cursor: string;
}

/**
 * 'video-room-join' and 'video-room-leave' from the page: this page is in (or left) a journal's
 * video call. The server counts the people in the call itself; a page never says how many.
 */
export const VideoRoomSchema = z.object({ journalId: RecordIdSchema });
export type VideoRoom = z.infer<typeof VideoRoomSchema>;

/** the server's answer to a join or a leave: whether this socket is now counted in the call */
export type VideoRoomAnswer = (inCall: boolean) => void;

/** 'throttled': this socket sent more events than the server takes; the extra ones were dropped. */
export interface ThrottledNotice {
  message: string;
}

/** Server → page. */
export interface ServerToClientEvents {
  /** a chat message to or from this user (its sender_id says which) */
  message: (message: ChatMessage) => void;
  sync: (notice: SyncNotice) => void;
  /** once per burst over the limit (server/realtime/event-throttle.ts) */
  throttled: (notice: ThrottledNotice) => void;
}

/** Page → server. */
export interface ClientToServerEvents {
  /** said on joining the call, and again every VIDEO_ROOM_AGAIN_EVERY_MS while in it */
  'video-room-join': (room: VideoRoom, answer?: VideoRoomAnswer) => void;
  'video-room-leave': (room: VideoRoom, answer?: VideoRoomAnswer) => void;
}

/** What the server keeps on each socket once its handshake token is checked. */
export interface SocketData {
  userId: string;
  /** the session its token belongs to: signing that session out closes the socket */
  sessionId: string;
}
