import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './certificate.js';

const file = (name: string) => readFileSync(new URL(name, import.meta.url));

/** A participant not heard from for this long has gone (a tab closed without a goodbye). */
const PRESENCE_TIMEOUT_MS = 1500;

export interface StandInRoom {
  password: string | null;
  /** participant id → last time it polled */
  people: Map<string, number>;
  /** every command the room's pages sent, in order */
  commands: { name: string; args: unknown[] }[];
}

export interface JitsiStandIn {
  /** what JITSI_DOMAIN should be: host and port */
  domain: string;
  room(name: string): StandInRoom | undefined;
  /** people in the room now */
  participants(name: string): number;
  close(): Promise<void>;
}

/**
 * A local stand-in for a Jitsi deployment (docs/decisions.md #15), over https: /external_api.js (the stand-in
 * API, which records what the page asked for), /<room> (the meeting's iframe), and the calls that
 * iframe makes to join, stay present, send commands and leave. A room with a password turns new
 * people away, and forgets the password once empty, as Jitsi does.
 */
export async function startJitsiStandIn(): Promise<JitsiStandIn> {
  const rooms = new Map<string, StandInRoom>();
  let ids = 0;
  const roomOf = (name: string) => {
    let room = rooms.get(name);
    if (!room) rooms.set(name, (room = { password: null, people: new Map(), commands: [] }));
    return room;
  };
  const present = (room: StandInRoom) => {
    const now = Date.now();
    for (const [id, seen] of room.people)
      if (now - seen > PRESENCE_TIMEOUT_MS) room.people.delete(id);
    if (room.people.size === 0) room.password = null;
    return room.people.size;
  };

  type Body = { room: string; id?: string; name?: string; args?: unknown[] };
  const calls: Record<string, (room: StandInRoom, body: Body) => unknown> = {
    '/stand-in/join': (room) => {
      present(room);
      if (room.password) return { passwordRequired: true };
      const id = `p${++ids}`;
      room.people.set(id, Date.now());
      return { id };
    },
    '/stand-in/presence': (room, { id }) => {
      if (id && room.people.has(id)) room.people.set(id, Date.now());
      return { count: present(room) };
    },
    '/stand-in/command': (room, { name = '', args = [] }) => {
      room.commands.push({ name, args });
      if (name === 'password')
        room.password = typeof args[0] === 'string' && args[0] ? args[0] : null;
      return {};
    },
    '/stand-in/leave': (room, { id }) => {
      if (id) room.people.delete(id);
      return { count: present(room) };
    },
  };

  const { key, cert } = await selfSignedCertificate();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const path = new URL(request.url ?? '/', 'https://stand-in').pathname;
    const call = calls[path];
    if (request.method === 'POST' && call) {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(text) as Body;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(call(roomOf(body.room), body)));
      });
      return;
    }
    if (path === '/external_api.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(file('./external_api.js'));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(file('./room.html'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    domain: `127.0.0.1:${port}`,
    room: (name) => rooms.get(name),
    participants: (name) => present(roomOf(name)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
