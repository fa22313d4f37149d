import type { Context } from 'hono';

/** ETag and If-None-Match for read routes; the tag itself is made by server/sync/read-tag.ts. */

/** The headers of an answer under `tag`, 200 or 304 (see unchangedSince). */
export const tagHeaders = (tag: string, signedIn: boolean) => ({
  ETag: tag,
  'Cache-Control': signedIn ? 'private, no-cache' : 'no-cache',
  Vary: 'Authorization',
});

/**
 * Whether an If-None-Match header names `tag`, so the reader holds that answer: compared weakly
 * (RFC 9110 §13.1.2), W/ does not matter, `*` matches any.
 */
export const namesTag = (ifNoneMatch: string | null | undefined, tag: string): boolean => {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((one) => one.trim() === '*' || opaque(one) === wanted);
};

/**
 * Call after the reader's access is settled and before the answer is built: a 304 with the tag
 * when the reader already holds this answer, else undefined with the tag set on the 200 to come.
 *
 * `no-cache`: any cache may keep the answer but must ask again each time, and the ask is this
 * check, so an answer never outlives the reader's right to it (access is checked before). Answers
 * to a signed-in reader are `private`; a visitor's answer is the same for every visitor at that
 * address, so the service worker's public cache may keep it for offline reading
 * (sw/cache-rules.ts mayKeep). `Vary: Authorization`: a visitor's copy is never a reader's.
 */
export function unchangedSince(c: Context, tag: string, signedIn: boolean): Response | undefined {
  const headers = tagHeaders(tag, signedIn);
  if (namesTag(c.req.header('if-none-match'), tag))
    return new Response(null, { status: 304, headers });
  c.header('ETag', tag);
  c.header('Cache-Control', headers['Cache-Control']);
  c.header('Vary', 'Authorization', { append: true });
  return undefined;
}
