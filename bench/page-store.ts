// What a benchmark needs from the real app in Chromium: signing in through the login form, and how
// many entries the page's IndexedDB holds (the database src/data/db.ts opens, 'ritual').
import type { Page } from 'playwright-core';
import { LoginForm } from '../tests/support/pages/auth-forms.js';

export const PASSWORD = 'a long enough passphrase';

/** Signs in through /login; resolves once the app has left the login page. */
export async function signIn(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/login`);
  await new LoginForm(page).signIn(username, PASSWORD);
  await page.waitForURL((address) => address.pathname !== '/login');
}

/**
 * The entries the page's IndexedDB holds, read with a connection of its own. Before the app made
 * the database this opens none: the upgrade is aborted, so the app still creates it its own way.
 * A string, not a function: tsx wraps named functions in a helper the page lacks.
 */
export function entriesInPage(page: Page): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const request = indexedDB.open('ritual');
    request.onupgradeneeded = () => request.transaction.abort();
    request.onerror = () => resolve(0);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains('entries')) {
        db.close();
        resolve(0);
        return;
      }
      const count = db.transaction('entries').objectStore('entries').count();
      count.onsuccess = () => { db.close(); resolve(count.result); };
      count.onerror = () => { db.close(); resolve(0); };
    };
  })`);
}

/** When the page's IndexedDB came to hold entries, by this process's clock (Date.now()). */
export interface Filling {
  /** the first entry (null: none within the limit) */
  first: number | null;
  /** `expected` entries */
  all: number | null;
  /** entries held when the watch ended */
  held: number;
}

/** Polls the page's IndexedDB every `everyMs` until it holds `expected` entries or time is up. */
export async function watchFilling(
  page: Page,
  expected: number,
  { everyMs = 50, limitMs = 120_000 }: { everyMs?: number; limitMs?: number } = {},
): Promise<Filling> {
  const deadline = Date.now() + limitMs;
  let first: number | null = null;
  for (;;) {
    const held = await entriesInPage(page).catch(() => 0);
    const at = Date.now();
    if (held > 0) first ??= at;
    if (held >= expected) return { first, all: at, held };
    if (at > deadline) return { first, all: null, held };
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
