import { errorMessage, requestFailureOf } from '../errors/messages';

/** How the latest read of one server page went, for the screens that show it. */
export type ServerRead =
  | { status: 'reading' }
  /** `value` is what the server answered, for the frame before IndexedDB shows it */
  | { status: 'read'; value: unknown }
  | {
      status: 'failed';
      message: string;
      httpStatus?: number;
      network: boolean;
      /** a 5xx answer's reference id, also in the server log, for the error page */
      ref?: string;
    };

export interface ServerReads {
  /** Reads `key` once: a read already running is not started again. */
  start: (key: string, run: () => Promise<unknown>) => void;
  /**
   * Settles `key` as read with what the server put in the page (app/first-read.ts): the next
   * start of it is skipped, as the answer is as fresh as the page.
   */
  prime: (key: string, value: unknown) => void;
  get: (key: string) => ServerRead | undefined;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The reads of other people's pages (profiles, journals, entries) this page has made, by key. The
 * records themselves land in IndexedDB as seen records; this keeps only how each read went.
 */
export function createServerReads(): ServerReads {
  const reads = new Map<string, ServerRead>();
  const listeners = new Set<() => void>();
  const primed = new Set<string>();
  const set = (key: string, read: ServerRead) => {
    reads.set(key, read);
    for (const listener of listeners) listener();
  };
  return {
    start(key, run) {
      if (primed.delete(key) || reads.get(key)?.status === 'reading') return;
      set(key, { status: 'reading' });
      run().then(
        (value) => set(key, { status: 'read', value }),
        async (error: unknown) => {
          const failure = await requestFailureOf(error);
          const ref = (failure.body as { ref?: unknown } | undefined)?.ref;
          set(key, {
            status: 'failed',
            message: errorMessage(failure),
            httpStatus: failure.status,
            network: failure.network === true,
            ...(typeof ref === 'string' ? { ref } : {}),
          });
        },
      );
    },
    prime(key, value) {
      primed.add(key);
      set(key, { status: 'read', value });
    },
    get: (key) => reads.get(key),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store of reads. */
export const serverReads = createServerReads();

/** A journal page's read; `shareKey` when it was opened by its share link (?key). */
export const journalReadKey = (user: string, slug: string, shareKey?: string) =>
  `journal:${user.toLowerCase()}/${slug}${shareKey ? `?key=${shareKey}` : ''}`;
export const entryReadKey = (id: string) => `entry:${id}`;
export const profileReadKey = (user: string) => `profile:${user.toLowerCase()}`;
export const userEntriesReadKey = (user: string) => `user-entries:${user.toLowerCase()}`;
export const journalEntriesReadKey = (journalId: string) => `journal-entries:${journalId}`;
