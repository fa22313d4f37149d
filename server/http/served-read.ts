import type { Context } from 'hono';
import type { AppDeps } from '../deps.js';
import { unchangedSince } from './conditional-read.js';

const utf8 = new TextEncoder();

/**
 * A read answered by its tag, after the reader's access is settled: 304 when the reader already
 * holds it, else the bytes this process serialized for that tag before (page-cache.ts), else
 * `build`'s answer, serialized once and kept. Only reads whose tag names everything they show
 * may come here (server/sync/read-tag.ts).
 */
export async function answerRead(
  c: Context,
  deps: Pick<AppDeps, 'pageCache'>,
  tag: string,
  signedIn: boolean,
  build: () => Promise<unknown>,
): Promise<Response> {
  const unchanged = unchangedSince(c, tag, signedIn);
  if (unchanged) return unchanged;
  // The path too: two routes may show the same journal under the same tag in different shapes.
  const key = `${c.req.path}\n${tag}`;
  let body = deps.pageCache.get(key);
  if (!body) {
    body = utf8.encode(JSON.stringify(await build()));
    deps.pageCache.set(key, body);
  }
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}
