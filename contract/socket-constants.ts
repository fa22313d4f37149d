/**
 * The real-time socket's constants, in a module without zod so the page's first screen can import
 * them (contract/socket-events.ts holds the event map and the server's schema).
 */

/** Where socket.io listens, on the same origin as the API. */
export const SOCKET_PATH = '/socket.io';

/** The room every socket of a user joins: events for that user go there. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * docs/product.md §9: the client's reconnection settings (socket.io-client options): 1 s growing to 5 s, half
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

/**
 * docs/product.md §9: how often a page in a journal's video call says it is there again. A socket
 * that reconnected (a lost network, a server restart) is in no call until it does.
 */
export const VIDEO_ROOM_AGAIN_EVERY_MS = 10_000;
