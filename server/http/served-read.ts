import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { linkPeriodEnds } from '../media/media-urls.js';
import { unchangedSince } from './conditional-read.js';
import type { AppEnv } from './env.js';
import { bytesKey, MAX_AGE_MS, readerKey, type KeptRead } from './read-memo.js';

const utf8 = new TextEncoder();

export type ReadDeps = Pick<AppDeps, 'pageCache' | 'readMemo' | 'now'> & {
  database: Pick<Database, 'writeMark'>;
};

/**
 * A read answered by its tag, after the reader's access is settled: 304 when the reader already
 * holds it, else the bytes this process serialized for that tag before (page-cache.ts), else
 * `build`'s answer, serialized once and kept. Only reads whose tag names everything they show
 * may come here (server/sync/read-tag.ts). The tag is then remembered for this reader and URL,
 * so the next ask is answered at the edge (read-edge.ts) while nothing has been written.
 */
export async function answerRead(
  c: Context<AppEnv>,
  deps: ReadDeps,
  tag: string,
  signedIn: boolean,
  build: () => Promise<unknown>,
): Promise<Response> {
  const read: KeptRead = { tag, signedIn, path: c.req.path };
  const unchanged = unchangedSince(c, tag, signedIn);
  if (unchanged) {
    remember(c, deps, read);
    return unchanged;
  }
  const key = bytesKey(read.path, tag);
  let body = deps.pageCache.get(key);
  if (!body) {
    body = utf8.encode(JSON.stringify(await build()));
    deps.pageCache.set(key, body);
  }
  remember(c, deps, read);
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/**
 * Keeps the tag for this reader and URL, if nothing was written since the request began: a write
 * in between may have come after the tag was read, and its mark is the one a kept tag must not
 * outlive. Never for a request an abuse limit counted (answering it at the edge would not count
 * it), and never past the session's end or the signing period's.
 */
function remember(c: Context<AppEnv>, deps: ReadDeps, read: KeptRead) {
  const mark = c.get('readMark');
  if (mark === undefined || c.get('limited') || deps.database.writeMark() !== mark) return;
  const now = deps.now();
  const until = Math.min(
    now + MAX_AGE_MS,
    linkPeriodEnds(now),
    c.get('sessionEndsAt') ?? Number.POSITIVE_INFINITY,
  );
  deps.readMemo.keep(readerKey(c.req.header('authorization'), c.req.url), read, mark, until);
}

/**
 * Notes the database's write mark as a GET begins, for answerRead to remember its tag under (the
 * edge, read-edge.ts, answers the next ask from it). Unset when the mark is unknown: then nothing
 * is remembered.
 */
export function markReads(deps: Pick<ReadDeps, 'database'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET') {
      const mark = deps.database.writeMark();
      if (mark !== undefined) c.set('readMark', mark);
    }
    return next();
  });
}
