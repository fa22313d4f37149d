import type { Page } from './discovery-api';

/** At most this many lines are kept for offline visits: the feed's head is what matters. */
export const KEPT_ITEMS = 100;

/** The list after a further page: its lines added once each, in the server's order. */
export function appendPage<T extends { id: string }>(shown: Page<T>, page: Page<T>): Page<T> {
  const seen = new Set(shown.items.map((item) => item.id));
  return {
    items: [...shown.items, ...page.items.filter((item) => !seen.has(item.id))],
    next: page.next,
  };
}

/**
 * What is kept of a list for offline visits: its first KEPT_ITEMS lines. A cut list ends there
 * (no cursor), since the server's next page would not follow its last line.
 */
export function keptPart<T>(list: Page<T>): Page<T> {
  if (list.items.length <= KEPT_ITEMS) return list;
  return { items: list.items.slice(0, KEPT_ITEMS), next: null };
}
