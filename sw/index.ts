/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_LIMITS,
  CACHE_NAMES,
  isApiRead,
  NAVIGATION_DENYLIST,
  SHARE_TARGET_PATH,
} from './cache-rules';
import { registerMediaRoute } from './media-route';
import { receiveShare } from './share-target';

// The service worker (DESIGN decision 8): listeners only; the rules are in the files beside it.
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell and every built chunk; an offline navigation gets the cached index.html.
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
);

registerMediaRoute();

registerRoute(
  ({ request, url, sameOrigin }) => isApiRead({ method: request.method, url, sameOrigin }),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...API_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

// A photo or recording shared from the phone's share sheet.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) =>
    receiveShare(await request.formData(), await self.caches.open(CACHE_NAMES.shared)),
  'POST',
);

// The first worker takes the open page at once; a later one waits until the user says Reload.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
