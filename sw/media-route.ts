/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { CACHE_NAMES } from '../contract/caches';
import { isMediaRead, MEDIA_LIMITS } from './cache-rules';
import { answerRange } from './media-answer';
import { wholeFileRequest } from './media-request';

/**
 * Cache first, whole files only (issue 7). <audio> and <video> ask for byte ranges and the server
 * answers 206, which a cache cannot keep; so a file not kept yet is fetched whole (200), kept, and
 * every request, ranged or not, is answered from that whole copy. A recording heard online then
 * plays offline, seeking included.
 */
export class WholeMediaFirst extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const whole = wholeFileRequest(request);
    const kept = await handler.cacheMatch(whole);
    if (kept) return answerRange(request, kept);
    const fetched = await handler.fetch(whole);
    // A 404 (deleted, or no longer readable) or any other refusal goes to the page as it came.
    if (fetched.status !== 200) return fetched;
    // Waiting for the copy to be kept means the element's next range (a seek, the end of an MP4)
    // finds it instead of downloading the file again. A copy that cannot be kept (quota: the
    // media cache is purged) must not stop the file playing now. Two misses at the same instant
    // still download twice; an element asks once and waits, so that is rare and only costs bytes.
    const [answer] = await Promise.all([
      answerRange(request, fetched.clone()),
      handler.cachePut(whole, fetched).catch(() => false),
    ]);
    return answer;
  }
}

/** Stored media (/api/media/:id): kept whole, capped and expiring, ranges cut from the copy. */
export function registerMediaRoute(): void {
  registerRoute(
    ({ request, url, sameOrigin }) => isMediaRead({ method: request.method, url, sameOrigin }),
    new WholeMediaFirst({
      cacheName: CACHE_NAMES.media,
      plugins: [
        // Only whole files: never a 206, a 304 or an error page.
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ ...MEDIA_LIMITS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
