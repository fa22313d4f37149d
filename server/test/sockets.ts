import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../contract/socket-events.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A fresh data directory; `remove` deletes it. */
export function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'ritual-realtime-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** JSON over real HTTP to a server on a port, as a page would call it. */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API sent
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

let registered = 0;

/** Registers a user with a name no other test run uses; returns its id and session token. */
export async function registerUser(baseUrl: string, prefix: string) {
  registered += 1;
  const username = `${prefix}${process.pid % 10_000}x${registered}`;
  const password = `correct horse ${username}`;
  const res = await callApi(baseUrl, 'POST', '/api/auth/register', {
    json: { username, email: `${username}@example.test`, password },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  const body = res.body as { user: { id: string }; token: string };
  return { id: body.user.id, token: body.token, username, password };
}

type Heard = 'message' | 'sync' | 'throttled';

/** Everything a socket received, by event, so a test can also say what did not arrive. */
export interface Listening {
  socket: TestSocket;
  received: { message: unknown[]; sync: { cursor: string }[]; throttled: unknown[] };
  /** Resolves with the next (or an already received, unconsumed) event of this name. */
  next<E extends Heard>(event: E, timeoutMs?: number): Promise<unknown>;
}

/**
 * A socket.io client signed in with `token` (or `headers`), reconnecting fast so a test of a
 * restart does not wait for the page's 1–5 s delays.
 */
export function connectSocket(
  baseUrl: string,
  auth: { token?: string; headers?: Record<string, string> },
): Listening {
  const socket: TestSocket = io(baseUrl, {
    path: SOCKET_PATH,
    ...(auth.token ? { auth: { token: auth.token } } : {}),
    ...(auth.headers ? { extraHeaders: auth.headers } : {}),
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
  const received: Listening['received'] = { message: [], sync: [], throttled: [] };
  const taken = { message: 0, sync: 0, throttled: 0 };
  const waiters: { event: Heard; resolve: (value: unknown) => void }[] = [];
  const arrive = (event: Heard, value: unknown) => {
    const waiter = waiters.findIndex((w) => w.event === event);
    if (waiter >= 0) {
      taken[event] += 1;
      waiters.splice(waiter, 1)[0]!.resolve(value);
    }
  };
  socket.on('message', (message) => {
    received.message.push(message);
    arrive('message', message);
  });
  socket.on('sync', (notice) => {
    received.sync.push(notice);
    arrive('sync', notice);
  });
  socket.on('throttled', (notice) => {
    received.throttled.push(notice);
    arrive('throttled', notice);
  });
  return {
    socket,
    received,
    next(event, timeoutMs = 5000) {
      if (received[event].length > taken[event]) {
        const value = received[event][taken[event]];
        taken[event] += 1;
        return Promise.resolve(value);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no '${event}' within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          event,
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
        });
      });
    },
  };
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export function connected(socket: TestSocket, timeoutMs = 5000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not connected in time')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
