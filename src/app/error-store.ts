/** The global error state of docs/product.md §4: the readable message the red banner shows. */
export interface ErrorStore {
  message: () => string | undefined;
  report: (message: string) => void;
  dismiss: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createErrorStore(): ErrorStore {
  let current: string | undefined;
  const listeners = new Set<() => void>();
  const set = (next: string | undefined) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    message: () => current,
    report: (message) => set(message),
    dismiss: () => set(undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
