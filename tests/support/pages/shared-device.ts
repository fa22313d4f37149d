import type { Locator, Page } from 'playwright-core';

const soon = { timeout: 15_000 };

/** What a read answered in the page: its status (0: no answer at all), text and download name. */
export interface Answer {
  status: number;
  text: string;
  /** the Content-Disposition, which names whose export a zip is */
  disposition: string | null;
}

/**
 * GETs of the API from the page, as the app sends them: through its service worker, with the
 * signed-in session's token (idb-keyval's 'ritual-session') when there is one.
 */
export function readInPage(page: Page, paths: string[]): Promise<Record<string, Answer>> {
  return page.evaluate(async (paths) => {
    // Opened only if it is there: an empty one made here would lack idb-keyval's store.
    const exists = (await indexedDB.databases()).some((db) => db.name === 'ritual-session');
    const token = await new Promise<string | undefined>((resolve) => {
      if (!exists) return resolve(undefined);
      const open = indexedDB.open('ritual-session');
      open.onerror = () => resolve(undefined);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('session')) return resolve(undefined);
        const read = db.transaction('session').objectStore('session').get('ritual_token');
        read.onsuccess = () => {
          db.close();
          resolve(read.result as string | undefined);
        };
        read.onerror = () => resolve(undefined);
      };
    });
    const answers: Record<string, Answer> = {};
    for (const path of paths) {
      try {
        const response = await fetch(path, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        answers[path] = {
          status: response.status,
          text: await response.text(),
          disposition: response.headers.get('content-disposition'),
        };
      } catch {
        answers[path] = { status: 0, text: '', disposition: null };
      }
    }
    return answers;
  }, paths);
}

/** What the browser profile still holds of whoever used it. */
export interface LeftOnDevice {
  /** rows in the app's IndexedDB ('ritual'), every table */
  records: number;
  /** requests in the service worker's queue (workbox-background-sync) */
  queued: number;
  /**
   * Cache Storage's caches that hold anything, other than the app shell's, public reads and
   * media (the page opens the shared-file cache on each start, empty)
   */
  caches: string[];
}

export function leftOnDevice(page: Page): Promise<LeftOnDevice> {
  return page.evaluate(async () => {
    const rows = (name: string, only?: string) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...db.objectStoreNames].filter((store) => !only || store === only);
          if (stores.length === 0) {
            db.close();
            return resolve(0);
          }
          const tx = db.transaction(stores);
          let total = 0;
          for (const store of stores) {
            const count = tx.objectStore(store).count();
            count.onsuccess = () => (total += count.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(total);
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      });
    const kept = (name: string) =>
      name.startsWith('workbox-precache') ||
      name === 'ritual-public-reads' ||
      name === 'ritual-media';
    return {
      records: await rows('ritual'),
      queued: await rows('workbox-background-sync', 'requests'),
      caches: (
        await Promise.all(
          (await caches.keys())
            .filter((name) => !kept(name))
            .map(async (name) => ((await (await caches.open(name)).keys()).length ? name : '')),
        )
      ).filter(Boolean),
    };
  });
}

/** The question signing out asks when changes made here have not reached the server. */
export class UnsentChangesQuestion {
  readonly dialog: Locator;
  readonly keep: Locator;
  readonly signOutAnyway: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({
      has: page.getByRole('button', { name: 'Sign out anyway', exact: true }),
    });
    this.keep = this.dialog.getByRole('button', { name: 'Keep them', exact: true });
    this.signOutAnyway = this.dialog.getByRole('button', { name: 'Sign out anyway', exact: true });
  }

  /** The dialog's words, once it shows. */
  async text(): Promise<string> {
    await this.dialog.waitFor(soon);
    return (await this.dialog.innerText()).replace(/\s+/g, ' ');
  }

  async answer(button: Locator): Promise<void> {
    await button.click();
    await this.dialog.waitFor({ state: 'hidden', ...soon });
  }
}
