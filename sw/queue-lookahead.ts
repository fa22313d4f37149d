import type { QueueEntry, RequestStore } from './queue-entry';

/** The queue as a replay reads it: entries taken ahead of time, all given back when it ends. */
export interface Lookahead {
  /** the next entry in line, or undefined when none is left */
  next(): Promise<QueueEntry | undefined>;
  /** puts an entry back in front of the line (in memory, until `restore`) */
  unshift(entry: QueueEntry): void;
  /** starts taking up to `count` more entries in the background, while a batch is out */
  prefetch(count: number): void;
  /** writes what is still in line back to the stored queue, in order */
  restore(): Promise<void>;
}

/**
 * A replay's view of workbox's Queue. Taking an entry out of it is an IndexedDB transaction of a
 * millisecond or two; taken one by one, 1,000 entries kept the server idle for seconds between
 * batches. Taken ahead while a batch is with the server, they cost nothing. An entry taken but
 * not sent goes back in place at the end; should the worker be stopped before that, the page
 * finds those writes neither held nor settled and sends them itself, in order, under their keys.
 */
export function lookahead(store: RequestStore): Lookahead {
  const line: QueueEntry[] = [];
  let filling: Promise<void> = Promise.resolve();
  let drained = false;

  const take = async (count: number) => {
    while (line.length < count && !drained) {
      const entry = await store.shiftRequest();
      if (entry) line.push(entry);
      else drained = true;
    }
  };

  return {
    async next() {
      await filling;
      if (line.length === 0) await take(1);
      return line.shift();
    },
    unshift(entry) {
      line.unshift(entry);
    },
    prefetch(count) {
      filling = filling.then(() => take(count)).catch(() => undefined);
    },
    async restore() {
      await filling;
      while (line.length > 0) await store.unshiftRequest(line.pop()!);
    },
  };
}
