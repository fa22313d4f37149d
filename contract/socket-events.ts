import { z } from 'zod';
import type { ChatMessage } from './chat.js';
import { RecordIdSchema } from './ids.js';

/**
 * The real-time socket (DESIGN 11, SPEC §7): socket.io on the API's own HTTP server. One map of
 * event names and payloads, imported by the server and the page, so neither can send what the
 * other does not expect.
 */

/** Where socket.io listens, on the same origin as the API. */
export const SOCKET_PATH = '/socket.io';

/** The room every socket of a user joins: events for that user go there. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * SPEC §9: the client's reconnection settings (socket.io-client options): 1 s growing to 5 s, half
 * of it random, 20 s to connect, and it never gives up.
 */
export const SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  reconnectionAttempts: Infinity,
} as const;

/** SPEC §9: how often an open video panel reports its participant count. */
export const JITSI_COUNT_EVERY_MS = 10_000;

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
}
