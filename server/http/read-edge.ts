import type { Config } from '../config.js';
import { namesTag, tagHeaders } from './conditional-read.js';
import type { ReadDeps } from './served-read.js';
import { apiSecurityHeaders } from './security-headers.js';
import { bytesKey, readerKey } from './read-memo.js';

const JSON_TYPE = { 'Content-Type': 'application/json' };

/**
 * The server's first step, before the app (docs/decisions.md #24): a GET by a reader at a URL the
 * read memo holds, with nothing written since, is answered here without the session, the access
 * check, the tag's query or the app's routing: 304 when the reader names the kept tag, else the
 * page cache's bytes for it, with the same headers the route and securityHeaders would have set.
 * Anything else (undefined) goes to the app.
 */
export function readEdge(deps: ReadDeps, config: Pick<Config, 'publicUrl'>) {
  const security = apiSecurityHeaders(config);
  return (request: Request): Response | undefined => {
    if (request.method !== 'GET') return undefined;
    const mark = deps.database.writeMark();
    if (mark === undefined) return undefined;
    const { headers } = request;
    const kept = deps.readMemo.recall(
      readerKey(headers.get('authorization') ?? undefined, request.url),
      mark,
      deps.now(),
    );
    if (!kept) return undefined;
    // Built once per remembered answer: a reader asking again is what the memo is for.
    const answer = (kept.headers ??= { ...security, ...tagHeaders(kept.tag, kept.signedIn) });
    if (namesTag(headers.get('if-none-match'), kept.tag))
      return new Response(null, { status: 304, headers: answer });
    const body = deps.pageCache.get(bytesKey(kept.path, kept.tag));
    if (!body) return undefined;
    // Built once too: an object made per answer, at the rate these are served, outlived V8's
    // young collections and was allocated straight into the old generation.
    const headersWithBody = (kept.bodyHeaders ??= { ...answer, ...JSON_TYPE });
    return new Response(body, { status: 200, headers: headersWithBody });
  };
}
