/**
 * The news that the server refused a write with 402 (docs/product.md §8: the plus-upgrade overlay), from the
 * data layer, which starts before React, to the default layout, which opens the overlay. A refusal
 * that arrives while no layout listens (a screen without the shell) waits until one does.
 */
export interface PlusRequired {
  /** the server's sentence about the limit, kept until the overlay has shown it */
  raise(message: string): void;
  /** the refusal not yet shown, if any; taking it marks it shown */
  take(): string | undefined;
  subscribe(listener: () => void): () => void;
}

export function createPlusRequired(): PlusRequired {
  let waiting: string | undefined;
  const listeners = new Set<() => void>();
  return {
    raise(message) {
      waiting = message;
      for (const listener of listeners) listener();
    },
    take() {
      const message = waiting;
      waiting = undefined;
      return message;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one channel: start-app raises, the default layout takes. */
export const plusRequired = createPlusRequired();
