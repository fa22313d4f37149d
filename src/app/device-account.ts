import type { RitualDb } from '../../local-store/db';
import { forgetSearchIndexes } from '../../local-store/search-index-store';
import { webLock } from '../data/sync/web-lock';
import { forgetAccountInWorker } from '../data/sync/worker-queue';
import { forgetAccountCaches } from '../pwa/account-caches';
import { clearRecords, type AccountOnDevice } from './device-owner';

/**
 * Where this browser keeps an account: IndexedDB, the service worker (its queue and read caches)
 * and Cache Storage. The active worker is asked even when it does not control the page (a hard
 * reload): its queue is there all the same.
 */
export function accountOnDevice(db: RitualDb): AccountOnDevice {
  const workers = globalThis.navigator?.serviceWorker as ServiceWorkerContainer | undefined;
  return {
    async inWorker() {
      const worker = workers?.controller ?? (await workers?.getRegistration())?.active;
      return forgetAccountInWorker(worker);
    },
    records: async () => {
      await clearRecords(db, webLock());
      // The search index holds the records' words: its worker ends first so it cannot keep them
      // again (loaded only now: the search is a chunk of its own).
      await import('../search/device-search')
        .then((search) => search.stopDeviceSearch())
        .catch(() => undefined);
      await forgetSearchIndexes();
    },
    caches: async () => {
      if (typeof caches !== 'undefined') await forgetAccountCaches(caches);
    },
  };
}
