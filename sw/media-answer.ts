import { createPartialResponse } from 'workbox-range-requests';
import { wantedRange } from './media-request';

/**
 * The answer to `request` from a whole file (`whole`, a 200 from the cache or the network): the
 * whole file when no range (or no usable one) was asked for, else a 206 cut by
 * workbox-range-requests, or a 416 that names the file's size as the server's does.
 *
 * Workbox's RangeRequestsPlugin is not used as a plugin: a plugin sees the cache key, which here is
 * the request without its Range header, and on its own it answers an end past the file with a 416
 * and a start past the end with an empty 206, where the server cuts or refuses.
 */
export async function answerRange(request: Request, whole: Response): Promise<Response> {
  const header = request.headers.get('range');
  if (header === null) return whole;
  const body = await whole.blob();
  const kept = () =>
    new Response(body, {
      status: whole.status,
      statusText: whole.statusText,
      headers: whole.headers,
    });
  const wanted = wantedRange(header, body.size);
  if (wanted.kind === 'whole') return kept();
  if (wanted.kind === 'unsatisfiable') {
    const headers = new Headers(whole.headers);
    headers.delete('content-length');
    headers.set('content-range', `bytes */${body.size}`);
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  // The range handed on is the one the server would serve, already cut to the file's size.
  const exact = new Request(request.url, {
    headers: { range: `bytes=${wanted.start}-${wanted.end}` },
  });
  return createPartialResponse(exact, kept());
}
