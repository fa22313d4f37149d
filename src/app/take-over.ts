import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';

/**
 * Whether #root holds a prerendered public page (scripts/prerender.mjs) the app may hydrate: only
 * for a visitor, as it was drawn. A device whose last check found someone signed in (the shell
 * hint; theme.js hid the page before its first paint) is drawn anew, and sent on from there.
 */
export function hydratable(root: HTMLElement, signedInHint: boolean): boolean {
  return root.hasAttribute('data-prerendered') && !signedInHint;
}

/**
 * Loads the screens of the routes `path` matches in place of their `lazy`, so the router starts
 * with them: its first render is then the page itself, as prerendered, rather than an empty one
 * while the screen's chunk loads (hydrating that would replace the page with nothing).
 */
export async function loadScreensOf(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Empties a prerendered page the app draws anew, and shows #root again (theme.js hid it). */
export function discardPrerendered(root: HTMLElement): void {
  if (!root.hasAttribute('data-prerendered')) return;
  root.replaceChildren();
  root.removeAttribute('data-prerendered');
}
