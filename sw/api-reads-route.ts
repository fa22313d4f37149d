/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { Session } from '../local-store/session';
import { API_LIMITS, isApiRead, mayKeep, readsCacheFor } from './cache-rules';

declare const self: ServiceWorkerGlobalScope;

type Plugin = NetworkFirst['plugins'][number];

/**
 * GET reads of seen pages, network first, the cache when offline (or after 5 s without an
 * answer). Each request reads and fills only the cache of whoever sent it (readsCacheFor): the
 * public one, or the cache of the account signed in on this device. `session` is read for every
 * request and again before an answer is kept: an answer arriving after its account signed out
 * is not kept for it.
 *
 * Revalidation needs nothing here: the network leg is a plain fetch() through the browser's HTTP
 * cache, which keeps answers the server tags (ETag, `no-cache`) and sends If-None-Match itself,
 * handing back the kept body as a 200 on a 304 (server/http/conditional-read.ts). Sending
 * If-None-Match from this cache would only help once the HTTP cache has evicted an answer this
 * one still holds, and would make 304s reach this code: not worth a second revalidation path.
 */
export function registerApiReadsRoute(session: () => Promise<Session | null>): void {
  const cacheOf = async (request: Request) =>
    readsCacheFor(
      {
        method: request.method,
        url: new URL(request.url),
        sameOrigin: new URL(request.url).origin === self.location.origin,
        authorization: request.headers.get('authorization'),
      },
      await session().catch(() => null),
    );

  const expiration = new ExpirationPlugin({ ...API_LIMITS, purgeOnQuotaError: true });
  const strategies = new Map<string, NetworkFirst>();
  const strategyFor = (cacheName: string) => {
    let strategy = strategies.get(cacheName);
    if (!strategy) {
      const keepWhatMayBeKept: Plugin = {
        cacheWillUpdate: async ({ request, response }) =>
          mayKeep(response.headers.get('cache-control'), cacheName) &&
          (await cacheOf(request)) === cacheName
            ? response
            : null,
      };
      strategy = new NetworkFirst({
        cacheName,
        networkTimeoutSeconds: 5,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), keepWhatMayBeKept, expiration],
      });
      strategies.set(cacheName, strategy);
    }
    return strategy;
  };

  registerRoute(
    ({ request, url, sameOrigin }) => isApiRead({ method: request.method, url, sameOrigin }),
    async ({ request, event }) => {
      const cacheName = await cacheOf(request);
      return cacheName ? strategyFor(cacheName).handle({ request, event }) : fetch(request);
    },
  );
}
