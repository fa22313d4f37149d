/**
 * Loads a chunk the page may need without a connection (a dialog, search, the player bar) once
 * the page is idle, so it is in memory before the first time it is shown: the service worker
 * precaches every chunk, but on a first visit it is not in control yet, and going offline then
 * would leave the dialog unable to load. Idle time keeps it out of the first screen's work.
 * Returns a cancel for an effect's cleanup.
 */
export function warmUp(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2_000);
  return () => clearTimeout(handle);
}
