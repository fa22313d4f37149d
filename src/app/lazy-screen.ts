import type { ComponentType } from 'react';

/** Set while the page reloads after a failed chunk load, so a second failure shows the error. */
export const CHUNK_RELOAD_KEY = 'ritual_chunk_reload';

export interface ChunkRecovery {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserRecovery = (): ChunkRecovery => ({
  storage: sessionStorage,
  reload: () => location.reload(),
});

/**
 * A route's `lazy` for one screen. After a deploy the old chunk names are gone, so a failed import
 * reloads the page once to fetch the new ones; if that fails too, the route's error page shows.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  recovery: () => ChunkRecovery = browserRecovery,
) {
  return async (): Promise<{ Component: ComponentType }> => {
    const { storage, reload } = recovery();
    try {
      const Component = await load();
      storage.removeItem(CHUNK_RELOAD_KEY);
      return { Component };
    } catch (error) {
      if (storage.getItem(CHUNK_RELOAD_KEY) !== null) throw error;
      storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      reload();
      // The page is going away; resolving would flash the error page first.
      return new Promise<never>(() => {});
    }
  };
}
