import type { RequestFailure } from '../errors/messages';

/** A copy of something read from the server, kept on this device so it opens offline. */
export interface SeenCopyStore {
  get(key: string): Promise<{ value: unknown; at: number } | undefined>;
  put(key: string, copy: { value: unknown; at: number }): Promise<void>;
  remove(key: string): Promise<void>;
}

export type Loaded<T> =
  /** `seenAt`: when the copy shown was read, if the server could not be reached now */
  { status: 'done'; value: T; seenAt?: number } | { status: 'failed'; failure: RequestFailure };

export interface SeenCopyDeps {
  store: SeenCopyStore;
  now: () => number;
  failureOf: (error: unknown) => Promise<RequestFailure>;
}

/**
 * Reads `fetch` and keeps the answer under `key`. When the server cannot be reached, the copy
 * from an earlier visit is shown instead; a 404 or 403 means the link no longer opens anything,
 * so the copy goes too.
 */
export async function loadWithSeenCopy<T>(
  key: string,
  fetch: () => Promise<T>,
  { store, now, failureOf }: SeenCopyDeps,
): Promise<Loaded<T>> {
  try {
    const value = await fetch();
    await store.put(key, { value, at: now() }).catch(() => undefined);
    return { status: 'done', value };
  } catch (error) {
    const failure = await failureOf(error);
    if (failure.network) {
      const copy = await store.get(key).catch(() => undefined);
      if (copy) return { status: 'done', value: copy.value as T, seenAt: copy.at };
    }
    if (failure.status === 404 || failure.status === 403 || failure.status === 410)
      await store.remove(key).catch(() => undefined);
    return { status: 'failed', failure };
  }
}

/** A 404 from one address means "try the next": e.g. a share key is an entry's or a journal's. */
export async function firstFound<T>(
  tries: (() => Promise<T>)[],
  failureOf: (error: unknown) => Promise<RequestFailure>,
): Promise<T> {
  let last: unknown;
  for (const attempt of tries) {
    try {
      return await attempt();
    } catch (error) {
      last = error;
      const { status } = await failureOf(error);
      // 400: the address does not fit that kind of key at all; keep looking.
      if (status !== 404 && status !== 400) throw error;
    }
  }
  throw last;
}
