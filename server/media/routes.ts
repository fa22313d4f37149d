import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import rangeParser from 'range-parser';
import { z } from 'zod';
import { RecordIdSchema } from '../../contract/ids.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { DomainError, notFound } from '../errors.js';
import { doc } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { journalAccess, type Viewer } from '../journals/access.js';
import { journalById } from '../journals/journal-by-id.js';
import { readableEntry } from '../entries/entry-queries.js';
import { storageRoutes } from './storage-routes.js';
import type { MediaRow } from '../db/rows.js';

const MediaQuery = z.object({
  exp: z.string().max(16).optional(),
  sig: z.string().max(64).optional(),
});

/** Whether the viewer (anyone, or the bearer of a token) may see the record this media belongs to. */
async function mayServe(store: Store, viewer: Viewer, media: MediaRow): Promise<boolean> {
  if (media.purpose === 'avatar') return true;
  try {
    if (media.entryId) return (await readableEntry(store, viewer, media.entryId), true);
    if (media.journalId) {
      const journal = await journalById(store, media.journalId);
      return journal !== undefined && (await journalAccess(store, viewer, journal)).canRead;
    }
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
  return false;
}

/** The key version the media's link was signed with: its journal's (media-urls.ts); 0 for an avatar. */
async function mediaKeyVersion(store: Store, media: MediaRow): Promise<number> {
  if (!media.journalId) return 0;
  return (await journalById(store, media.journalId))?.mediaKeyVersion ?? 0;
}

function contentDisposition(media: MediaRow): string {
  const name = media.originalName ?? media.id;
  return `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

type ByteRange =
  | { status: 200 | 206; start: number; end: number; contentRange?: string }
  | { status: 416; contentRange: string };

/** What the Range header asks of a file of `size` bytes (RFC 9110). */
function byteRange(size: number, header: string | undefined): ByteRange {
  const whole = { status: 200 as const, start: 0, end: size - 1 };
  if (!header || size === 0) return whole;
  const parsed = rangeParser(size, header, { combine: true });
  if (parsed === -1) return { status: 416, contentRange: `bytes */${size}` };
  // A malformed header, or several ranges, gets the whole file (allowed by RFC 9110).
  if (parsed === -2 || parsed.length !== 1) return whole;
  const { start, end } = parsed[0]!;
  return { status: 206, start, end, contentRange: `bytes ${start}-${end}/${size}` };
}

/**
 * The file, whole or the byte range asked for (206), so audio and video can seek. The media row's
 * size decides the range, so the store is asked once: a bucket answers one ranged GET with the
 * bytes and the stored size together, where asking for the size first was a second round trip
 * per read. The stored size is the judge: a row that names another (one an older release wrote)
 * is answered again with the size the store holds, as is HEAD and an empty file.
 */
async function serveFile(
  c: Context,
  deps: AppDeps,
  media: MediaRow,
  cacheControl: string,
): Promise<Response> {
  const etag = `"${media.id}"`;
  const headers: Record<string, string> = {
    'Content-Type': media.mime,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Cache-Control': cacheControl,
    'Content-Disposition': contentDisposition(media),
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  // A media id's bytes never change: the copy the client holds is the file.
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const answer = (size: number, range: ByteRange, body: Readable | null) => {
    if (range.status === 416) {
      body?.destroy();
      return new Response(null, {
        status: 416,
        headers: { ...headers, 'Content-Range': range.contentRange },
      });
    }
    const length = size === 0 ? 0 : range.end - range.start + 1;
    const sent: Record<string, string> = { ...headers, 'Content-Length': String(length) };
    if (range.contentRange) sent['Content-Range'] = range.contentRange;
    return new Response(body ? (Readable.toWeb(body) as ReadableStream) : null, {
      status: range.status,
      headers: sent,
    });
  };

  const header = c.req.header('range');
  // The stored size, once the store has said it.
  let stored: number | undefined;
  if (c.req.method === 'GET' && media.size > 0) {
    const range = byteRange(media.size, header);
    // Past the end by the row's count goes the careful way below, in case the store holds more.
    if (range.status !== 416) {
      const opened = await deps.mediaFiles.open(media.storageName, range);
      if (!opened) throw notFound();
      if (opened.body && opened.size === media.size) return answer(opened.size, range, opened.body);
      opened.body?.destroy();
      stored = opened.size;
    }
  }
  const size = stored ?? (await deps.mediaFiles.stat(media.storageName))?.size;
  if (size === undefined) throw notFound();
  const range = byteRange(size, header);
  if (c.req.method === 'HEAD' || size === 0 || range.status === 416)
    return answer(size, range, null);
  return answer(size, range, await deps.mediaFiles.read(media.storageName, range));
}

/** media/'s routers: GET /media/{id}, and GET /users/me/storage. */
export function mediaRouters(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/:id',
    doc({
      summary:
        'A stored photo, video or recording (HTTP Range supported); private media needs its signed link',
      tags: ['media'],
      auth: 'optional',
      responses: {
        200: { description: 'The file' },
        206: { description: 'The range asked for' },
        304: { description: 'Unchanged' },
        416: { description: 'Range not satisfiable' },
      },
      errors: [404],
    }),
    validate('query', MediaQuery),
    async (c) => {
      const id = c.req.param('id');
      if (!RecordIdSchema.safeParse(id).success) throw notFound();
      const store = deps.database.read;
      const [media] = await store.db.select().from(store.t.media).where(eq(store.t.media.id, id));
      if (!media || media.deletedAt !== null) throw notFound();
      const { exp, sig } = c.req.valid('query');
      const signed =
        exp !== undefined &&
        sig !== undefined &&
        deps.mediaUrls.verify(id, exp, sig, deps.now(), await mediaKeyVersion(store, media));
      if (signed) {
        return serveFile(
          c,
          deps,
          media,
          `private, max-age=${Math.max(0, Number(exp) - Math.floor(deps.now() / 1000))}`,
        );
      }
      // Public for an hour: a record made private stops being served by shared caches soon after.
      if (await mayServe(store, undefined, media))
        return serveFile(c, deps, media, 'public, max-age=3600');
      if (!(await mayServe(store, c.get('user'), media))) throw notFound();
      return serveFile(c, deps, media, 'private, max-age=3600');
    },
  );
  return { files: routes, storage: storageRoutes(deps) };
}
