/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES, isMediaRead, MEDIA_LIMITS } from './cache-rules';

/** Stored media (/api/media/:id): cache first, capped and expiring. */
export function registerMediaRoute(): void {
  registerRoute(
    ({ request, url, sameOrigin }) => isMediaRead({ method: request.method, url, sameOrigin }),
    new CacheFirst({
      cacheName: CACHE_NAMES.media,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ ...MEDIA_LIMITS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
