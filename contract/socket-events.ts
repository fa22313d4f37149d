import { z } from 'zod';
import type { ChatMessage } from './chat.js';
import { RecordIdSchema } from './ids.js';

/**
 * The real-time socket (docs/decisions.md #11, docs/product.md §7): socket.io on the API's own HTTP server. One map of
 * event names and payloads, imported by the server and the page, so neither can send what the
 * other does not expect.
 */

export {
  JITSI_COUNT_EVERY_MS,
  SOCKET_PATH,
  SOCKET_RECONNECTION,
  userRoom,
} from './socket-constants.js';

/** 'sync': something this user may see changed; pull from your cursor now. */
export interface SyncNotice {
  /** the change sequence number it reached (a client already past it need not pull) */
  cursor: string;
}

/** 'jitsi' from the page: how many people are in a journal's video room now. */
export const JitsiCountSchema = z.object({
  journal: RecordIdSchema,
  numberOfParticipants: z.number().int().min(0).max(10_000),
});
export type JitsiCount = z.infer<typeof JitsiCountSchema>;

/** Server → page. */
export interface ServerToClientEvents {
  /** a chat message to or from this user (its sender_id says which) */
  message: (message: ChatMessage) => void;
  sync: (notice: SyncNotice) => void;
}

/** Page → server. */
export interface ClientToServerEvents {
  jitsi: (count: JitsiCount) => void;
}

/** What the server keeps on each socket once its handshake token is checked. */
export interface SocketData {
  userId: string;
  /** the session its token belongs to: signing that session out closes the socket */
  sessionId: string;
}
