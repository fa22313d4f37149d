import type { Locator, Page } from 'playwright-core';
import { AppBar } from './app-bar.js';

/**
 * Counts the window's `focus` and `online` events, the moments the app syncs at by itself. A test
 * of the socket's push checks it stayed 0: what arrived came by the socket, not by those.
 * Add with `context.addInitScript(countSyncTriggers)`.
 */
export function countSyncTriggers() {
  const counted = window as unknown as { syncTriggers: number };
  counted.syncTriggers = 0;
  // Listened to as the app listens, not in the capture phase: a field taking the focus is not
  // the window taking it.
  for (const type of ['focus', 'online'])
    window.addEventListener(type, () => (counted.syncTriggers += 1));
}

export const syncTriggers = (page: Page) =>
  page.evaluate(() => (window as unknown as { syncTriggers: number }).syncTriggers);

/** The navigation's Messages link (a tab on a phone, in the sidebar on a laptop), and its unread badge ('1'). */
export class MessagesMenu {
  readonly item: Locator;
  readonly badge: Locator;

  constructor(page: Page) {
    const bar = new AppBar(page);
    this.item = bar.messages;
    this.badge = bar.messagesBadge;
  }
}
