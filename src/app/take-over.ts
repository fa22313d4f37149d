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

/** How often, and how long, a held press waits for its button to be taken over. */
const HYDRATED_CHECK_MS = 50;
const HYDRATED_WITHIN_MS = 5_000;

/**
 * Whether React has taken `element` over. A part of the page whose code loads lazily (a
 * recording's player) is taken over after the rest, and a press before that is lost; React marks
 * the elements it holds with a key of its own (`__reactFiber$…`), the one sign it leaves.
 */
const takenOver = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * Presses again the button pressed on the page before the app took it over (public/theme.js
 * marked it), once React holds it: the takeover kept the element, and the app's handler is on it
 * then. After a few seconds it is pressed regardless.
 */
export function pressHeldButton(root: HTMLElement): void {
  const held = root.querySelector<HTMLElement>('[data-held-click]');
  if (!held) return;
  held.removeAttribute('data-held-click');
  const started = Date.now();
  // Seen taken over at one check, it is pressed at the next: React marks an element as it starts
  // taking its part over, and hands it its events once that part is done.
  let seen = false;
  const press = () => {
    if (!held.isConnected) return;
    if (seen || Date.now() - started > HYDRATED_WITHIN_MS) held.click();
    else {
      seen = takenOver(held);
      window.setTimeout(press, HYDRATED_CHECK_MS);
    }
  };
  window.setTimeout(press);
}
