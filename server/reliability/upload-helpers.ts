import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestResponse, TestServer } from '../test/harness.js';

/** The files under one folder of DATA_DIR, as sorted paths relative to DATA_DIR. */
export function filesUnder(dataDir: string, folder = '.'): string[] {
  const root = join(dataDir, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((found) => found.isFile())
    .map((found) => relative(dataDir, join(found.parentPath, found.name)))
    .sort();
}

/** The names of the media files the server's store holds (DATA_DIR/media or a bucket), sorted. */
export async function storedMedia(server: TestServer): Promise<string[]> {
  const names: string[] = [];
  for await (const file of server.deps.mediaFiles.list()) names.push(file.name);
  return names.sort();
}

/** What an upload leaves behind: stored and staged files, and the user's entry and media rows. */
export async function footprint(server: TestServer, userId: string) {
  const { db, t } = server.deps.database.read;
  const [entries] = await db
    .select({ n: count() })
    .from(t.entries)
    .where(eq(t.entries.userId, userId));
  const [media] = await db.select({ n: count() }).from(t.media).where(eq(t.media.userId, userId));
  return {
    media: await storedMedia(server),
    staged: filesUnder(server.dataDir, 'tmp'),
    entries: Number(entries!.n),
    mediaRows: Number(media!.n),
  };
}

/** A refusal as the client reads it: this status, exactly `{statusCode, message}`, and no trace left. */
export async function expectRefused(
  server: TestServer,
  userId: string,
  send: () => Promise<{ status: number; body: unknown }>,
  status: number,
  message: string,
): Promise<void> {
  const before = await footprint(server, userId);
  const res = await send();
  expect(res.body).toEqual({ statusCode: status, message });
  expect(res.status).toBe(status);
  expect(await footprint(server, userId)).toEqual(before);
}

const BOUNDARY = 'ritual-reliability-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** One part of a hand-written multipart body: `disposition` is written as it is (quotes, NULs, `filename*`). */
export function part(disposition: string, content: Buffer | string, type?: string): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n${
    type ? `Content-Type: ${type}\r\n` : ''
  }\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(content), Buffer.from('\r\n')]);
}
export const field = (name: string, value: string) => part(`name="${name}"`, value);
export const closing = () => Buffer.from(`--${BOUNDARY}--\r\n`);

/**
 * A request body that never ends: `head`, then `fill` bytes for as long as the server reads.
 * It stops at `cap` only so a server that never answers fails the test instead of hanging it.
 */
export function endlessBody(head: Buffer, cap = 96 * 1024 * 1024) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new Uint8Array(head)),
    pull: (controller) => {
      if (pulled >= cap) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

/** POSTs a body (a stream or bytes) straight to the app, as a browser's upload arrives. */
export async function postRaw(
  server: TestServer,
  path: string,
  token: string,
  body: ReadableStream<Uint8Array> | Buffer,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const res = await server.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART, ...headers },
    body: body instanceof Buffer ? new Uint8Array(body) : body,
    duplex: 'half',
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  return { status: res.status, headers: res.headers, text, body: parsed };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A black-and-white PNG declaring width × height. With every row present it is a decompression
 * bomb (9000 × 9000, 81 megapixels, deflates to about 10 KB); with one row, a pixel flood.
 */
export function floodPng(width: number, height: number, rowsPresent = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * rowsPresent);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
