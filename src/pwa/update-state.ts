/**
 * Whether a new version of the app waits to take over, and what to do when the user says Reload.
 * One store per page; the service worker registration fills it, the prompt reads it.
 */
interface UpdateState {
  ready: boolean;
  /** Reload into the new version (set with `ready`). */
  accept?: () => void;
}

export interface UpdateStore {
  get: () => UpdateState;
  subscribe: (listener: () => void) => () => void;
  /** A new version waits; `accept` lets it take over and reloads. */
  offer: (accept: () => void) => void;
}

export function createUpdateStore(): UpdateStore {
  let state: UpdateState = { ready: false };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offer(accept) {
      let accepted = false;
      state = {
        ready: true,
        accept: () => {
          if (accepted) return;
          accepted = true;
          accept();
        },
      };
      for (const listener of listeners) listener();
    },
  };
}

export const updateStore = createUpdateStore();
