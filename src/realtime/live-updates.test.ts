import { describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../contract/socket-events';
import { socketOptions, startLiveUpdates, type LiveSocket } from './live-updates';
import { emitToServer, setEmitter } from './realtime';

/** A socket.io-client Socket as these updates see it: events are fired by the test. */
class FakeSocket implements LiveSocket {
  active = true;
  auth: LiveSocket['auth'] = { token: 'first' };
  sent: unknown[][] = [];
  connects = 0;
  disconnects = 0;
  private listeners = new Map<string, ((...args: never[]) => void)[]>();

  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...(args as never[]));
  }
  emit: LiveSocket['emit'] = (event, ...args) => void this.sent.push([event, ...args]);
  connect() {
    this.connects += 1;
    this.active = true;
  }
  disconnect() {
    this.disconnects += 1;
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
  }
}

function start(token: string | null = 'second') {
  const socket = new FakeSocket();
  const timers: { run: () => void; ms: number }[] = [];
  let syncs = 0;
  const close = startLiveUpdates(socket, {
    syncNow: () => (syncs += 1),
    setEmitter,
    readToken: () => Promise.resolve(token),
    setTimeout: (run, ms) => timers.push({ run, ms }),
    clearTimeout: () => undefined,
  });
  return { socket, timers, close, syncs: () => syncs };
}

const inCall = { journalId: '0190a0c0-0000-7000-8000-000000000001' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('socketOptions', () => {
  it('connects on the shared path with the token and docs/product.md §9 reconnection settings', () => {
    expect(socketOptions('t0ken')).toEqual({
      path: SOCKET_PATH,
      auth: { token: 't0ken' },
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      reconnectionAttempts: Infinity,
    });
  });
});

describe('startLiveUpdates', () => {
  it('syncs on every connection, and sends emitToServer only while connected', () => {
    const { socket, syncs, close } = start();
    emitToServer('video-room-join', inCall);
    expect(socket.sent).toEqual([]);

    socket.fire('connect');
    expect(syncs()).toBe(1);
    emitToServer('video-room-join', inCall);
    expect(socket.sent).toEqual([['video-room-join', inCall]]);

    // The network went: socket.io-client reconnects by itself, and that reconnection syncs too.
    socket.fire('disconnect', 'transport close');
    emitToServer('video-room-join', inCall);
    expect(socket.sent).toHaveLength(1);
    socket.fire('connect');
    expect(syncs()).toBe(2);
    close();
  });

  it("syncs on each 'sync' and 'message'", () => {
    const { socket, syncs, close } = start();
    socket.fire('connect');
    socket.fire('sync', { cursor: '41' });
    socket.fire('message', { id: 'm1' });
    socket.fire('sync', { cursor: '42' });
    expect(syncs()).toBe(4);
    close();
  });

  it('leaves a lost network to socket.io-client, which keeps trying', () => {
    const { socket, timers, syncs, close } = start();
    socket.fire('connect_error', new Error('xhr poll error'));
    socket.fire('disconnect', 'transport close');
    expect(timers).toEqual([]);
    expect(syncs()).toBe(0);
    close();
  });

  it('tries a refused handshake again with the session token, after a sync checks it', async () => {
    const { socket, timers, syncs, close } = start('second');
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    expect(syncs()).toBe(1);
    expect(timers.map((timer) => timer.ms)).toEqual([5000]);
    expect(socket.connects).toBe(0);
    timers[0]?.run();
    await settle();
    expect(socket.auth).toEqual({ token: 'second' });
    expect(socket.connects).toBe(1);
    close();
  });

  it('waits for a sign-in when the server sent it away and the token is gone', async () => {
    const { socket, timers, close } = start(null);
    socket.fire('connect');
    socket.active = false;
    socket.fire('disconnect', 'io server disconnect');
    timers[0]?.run();
    await settle();
    expect(socket.connects).toBe(0);
    close();
  });

  it('closes the socket and stops sending and retrying', async () => {
    const { socket, timers, syncs, close } = start();
    socket.fire('connect');
    close();
    expect(socket.disconnects).toBe(1);
    emitToServer('video-room-join', inCall);
    expect(socket.sent).toEqual([]);
    // Its own disconnect is no reason to sync or to try again.
    expect(syncs()).toBe(1);
    expect(timers).toEqual([]);
    await settle();
    expect(socket.connects).toBe(0);
  });
});
