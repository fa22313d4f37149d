import { SOCKET_PATH, SOCKET_RECONNECTION } from '../../contract/socket-constants';
import type { ClientToServerEvents, SyncNotice } from '../../contract/socket-events';
import type { ChatMessage } from '../../contract/chat';

/** What the page hands socket.io-client's `io(origin, options)` (docs/product.md §9's settings exactly). */
export function socketOptions(token: string) {
  return { ...SOCKET_RECONNECTION, path: SOCKET_PATH, auth: { token } };
}

type Emit = <E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
) => void;

/** The part of a socket.io-client Socket these updates use (a fake one in the unit tests). */
export interface LiveSocket {
  /** false once socket.io-client stopped trying by itself: refused, or sent away by the server */
  readonly active: boolean;
  auth: { [key: string]: unknown } | ((cb: (data: object) => void) => void);
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'sync', listener: (notice: SyncNotice) => void): unknown;
  on(event: 'message', listener: (message: ChatMessage) => void): unknown;
  emit: Emit;
  connect(): unknown;
  disconnect(): unknown;
}

export interface LiveUpdatesDeps {
  /** the data layer's runner: push, then pull from the cursor */
  syncNow(options?: { retryNow?: boolean }): void;
  /** realtime.ts's setEmitter: how emitToServer sends while the socket is open */
  setEmitter(emit: Emit | undefined): void;
  /** the session's token now (it may have been cleared by a 401 or replaced by a sign-in) */
  readToken(): Promise<string | null>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/**
 * Keeps this device up to date while the socket is open (docs/decisions.md #11): every 'sync' and 'message'
 * from the server, and every (re)connection, makes the data layer sync now. What a notice says is
 * not applied here: the pull brings it, in order, with whatever was missed while disconnected.
 * Returns what closes it all.
 */
export function startLiveUpdates(socket: LiveSocket, deps: LiveUpdatesDeps): () => void {
  let closed = false;
  let retry: unknown;

  socket.on('connect', () => {
    deps.setEmitter((event, ...args) => socket.emit(event, ...args));
    // Events sent while this socket was away are lost: the pull finds what they said. The server
    // answers again, so what waited for it goes at once, not after its backoff.
    deps.syncNow({ retryNow: true });
  });
  socket.on('disconnect', () => {
    deps.setEmitter(undefined);
    if (!socket.active && !closed) tryAgainLater();
  });
  socket.on('connect_error', () => {
    if (!socket.active && !closed) tryAgainLater();
  });
  socket.on('sync', () => deps.syncNow());
  socket.on('message', () => deps.syncNow());

  /**
   * socket.io-client retries a lost network by itself, but not a handshake the server refused nor
   * a disconnect the server chose. The token may be dead: the sync finds that out (a 401 clears
   * it). docs/product.md §9 says the socket never gives up, so while a token is kept it is tried again after
   * the longest reconnection delay; with none, a sign-in makes a new connection.
   */
  function tryAgainLater() {
    deps.syncNow();
    deps.clearTimeout(retry);
    retry = deps.setTimeout(() => {
      void deps.readToken().then((token) => {
        if (closed || !token || socket.active) return;
        socket.auth = { token };
        socket.connect();
      });
    }, SOCKET_RECONNECTION.reconnectionDelayMax);
  }

  return () => {
    closed = true;
    deps.clearTimeout(retry);
    deps.setEmitter(undefined);
    socket.disconnect();
  };
}
