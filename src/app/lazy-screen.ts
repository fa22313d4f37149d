import type { ComponentType } from 'react';

/** Set while the page reloads after a failed chunk load, so a second failure shows the error. */
export const CHUNK_RELOAD_KEY = 'ritual_chunk_reload';

export interface ChunkRecovery {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  /** whether the server answers at all (any status): a reload without it loses the open app */
  reachable: () => Promise<boolean>;
}

/**
 * A screen whose code this device never loaded, asked for while the server cannot be reached:
 * the open app stays, and the route's error page says why.
 */
export class ScreenUnreachable extends Error {
  constructor(cause: unknown) {
    super(
      'Network Error: this screen has not been opened on this device yet, so it can load only once Ritual’s server can be reached.',
      { cause },
    );
    this.name = 'ScreenUnreachable';
  }
}

/**
 * A frame on another site may be refused storage. Without it a reload could not know it already
 * happened and might loop, so a failed chunk shows the error page at once.
 */
function sessionOrNoReload(): ChunkRecovery['storage'] {
  try {
    return sessionStorage;
  } catch {
    return { getItem: () => 'storage refused', setItem: () => {}, removeItem: () => {} };
  }
}

const browserRecovery = (): ChunkRecovery => ({
  storage: sessionOrNoReload(),
  reload: () => location.reload(),
  reachable: () =>
    fetch(location.origin, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
});

/**
 * A route's `lazy` for one screen. After a deploy the old chunk names are gone, so a failed import
 * reloads the page once to fetch the new ones; if that fails too, or the server cannot be reached,
 * the route's error page shows.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  recovery: () => ChunkRecovery = browserRecovery,
) {
  return async (): Promise<{ Component: ComponentType }> => {
    const { storage, reload, reachable } = recovery();
    try {
      const Component = await load();
      storage.removeItem(CHUNK_RELOAD_KEY);
      return { Component };
    } catch (error) {
      if (storage.getItem(CHUNK_RELOAD_KEY) !== null) throw error;
      // With the server down a reload would swap the working app for the browser's error page.
      if (!(await reachable())) throw new ScreenUnreachable(error);
      storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      reload();
      // The page is going away; resolving would flash the error page first.
      return new Promise<never>(() => {});
    }
  };
}
