import { updateStore, type UpdateStore } from './update-state';

/** How often an open app asks whether a new version was published, besides on focus. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (dist/client/sw.js, built by scripts/build-sw.mjs) in a built page.
 * A new version found while the app is open waits; the prompt offers 'Reload', which lets it take
 * over and reloads the page once it controls it. workbox-window loads after the first page.
 */
export function registerServiceWorker(store: UpdateStore = updateStore): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded, as Workbox advises: installing precaches the whole app (1.4 MB),
  // which on a first visit took a phone's bandwidth and CPU from the page being opened.
  if (document.readyState === 'complete') register(store);
  else window.addEventListener('load', () => register(store), { once: true });
}

function register(store: UpdateStore) {
  void import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () =>
        store.offer(() => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        }),
      );
      const check = () => void wb.update().catch(() => undefined);
      window.addEventListener('focus', check);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
      window.setInterval(check, CHECK_EVERY_MS);
      return wb.register();
    })
    .catch(() => undefined);
}
