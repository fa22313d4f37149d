/// <reference lib="webworker" />
import '../contract/zod-without-eval';
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CACHE_NAMES, RETIRED_CACHES } from '../contract/caches';
import { NAVIGATION_DENYLIST, SHARE_TARGET_PATH } from './cache-rules';
import { Queue } from 'workbox-background-sync';
import { QUEUE_RETENTION_MS, QUEUE_CHANNEL, type QueueRequest } from '../contract/mutation-queue';
import { openLocalStore } from '../local-store/db';
import { readSession } from '../local-store/session';
import { forgetAccountReads } from './account-reads';
import { registerApiReadsRoute } from './api-reads-route';
import { registerMediaRoute } from './media-route';
import { createMutationQueue } from './mutation-queue';
import { renewPushSubscription } from './push-renewal';
import { answerReminderClick } from './reminder-click';
import { pushJson, showReminder } from './reminder-push';
import { receiveShare } from './share-target';

// The service worker (docs/decisions.md #8): listeners only; the rules are in the files beside it.
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// Writes that could not reach the server (docs/decisions.md #8), replayed in order on Background Sync, when
// this worker starts, and whenever a page asks (start, `online`, focus, each write): Firefox and
// Safari have no Background Sync. Workbox would drop an entry silently after its own retention,
// so it gets a day more than ours: an expired write is settled as not saved, never lost.
const news = new BroadcastChannel(QUEUE_CHANNEL);
const mutationQueue = createMutationQueue({
  store: new Queue('ritual-mutations', {
    maxRetentionTime: QUEUE_RETENTION_MS / 60_000 + 24 * 60,
    // A sync event means the browser sees a network: try the head now, not after its backoff;
    // throwing asks the browser to fire it again later.
    onSync: async () => {
      const left = await mutationQueue.replay(true);
      if (left.size > 0) throw new Error(`${left.size} writes still wait for the server`);
    },
  }),
  db: openLocalStore(),
  fetch: (request) => fetch(request),
  apiBase: `${self.location.origin}/api`,
  token: async () => (await readSession()).token,
  now: Date.now,
  random: Math.random,
  announce: (message) => news.postMessage(message),
});

// The app shell and every built chunk; an offline navigation gets the cached index.html.
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
);

registerMediaRoute();

// Reads of seen pages, each kept only for whoever asked: anyone, or the account signed in here.
registerApiReadsRoute(readSession);

// A photo or recording shared from the phone's share sheet.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) =>
    receiveShare(await request.formData(), await self.caches.open(CACHE_NAMES.shared)),
  'POST',
);

// The first worker takes the open page at once; a later one waits until the user says Reload.
// Only the active worker replays: a new version installing beside it must not send out of order.
// Activation does not wait for the replay: pages' requests would wait behind it.
const replayAtStart = () => void mutationQueue.replay().catch(() => null);
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      // An earlier release kept every account's reads in one cache.
      forgetAccountReads(self.caches, (name) => RETIRED_CACHES.includes(name)),
    ]),
  );
  replayAtStart();
});
if (self.serviceWorker?.state === 'activated') replayAtStart();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const request = event.data as QueueRequest | { type: 'SKIP_WAITING' } | null;
  if (request?.type === 'SKIP_WAITING') void self.skipWaiting();
  const port = event.ports[0];
  if (!port) return;
  const answer = (work: Promise<unknown>) =>
    // null tells the page the worker could not do it: the page keeps the write and sends it itself
    event.waitUntil(work.catch(() => null).then((state) => port.postMessage(state)));
  if (request?.type === 'queue-hold') answer(mutationQueue.hold(request.mutation));
  if (request?.type === 'queue-replay') answer(mutationQueue.replay(request.retryNow));
  // The account signed out: its held writes go (after a replay under way), then its reads.
  if (request?.type === 'account-forget')
    answer(
      mutationQueue.forget().then(async (state) => {
        await forgetAccountReads(self.caches);
        return state;
      }),
    );
});

// Reminders (docs/decisions.md #22), sent by the server when no page may be open: a push shows
// one, its buttons log or snooze it, and a subscription the browser renews reaches the server.
self.addEventListener('push', (event) => {
  event.waitUntil(showReminder(self.registration, pushJson(event.data)));
});
self.addEventListener('notificationclick', (event) => {
  event.waitUntil(
    answerReminderClick(event.notification, event.action, {
      clients: self.clients,
      fetch: (input, init) => fetch(input, init),
      origin: self.location.origin,
    }),
  );
});
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewPushSubscription(event.oldSubscription, event.newSubscription, {
      pushManager: self.registration.pushManager,
      fetch: (input, init) => fetch(input, init),
      apiBase: `${self.location.origin}/api`,
    }).catch(() => false),
  );
});
