import { describe, expect, it } from 'vitest';
import type { RequestFailure } from '../errors/messages';
import { firstFound, loadWithSeenCopy, type SeenCopyStore } from './seen-copy';

class Failure extends Error {
  constructor(readonly failure: RequestFailure) {
    super('failed');
  }
}
const failureOf = (error: unknown): Promise<RequestFailure> =>
  Promise.resolve(error instanceof Failure ? error.failure : { message: String(error) });

function memoryStore(): SeenCopyStore & { rows: Map<string, { value: unknown; at: number }> } {
  const rows = new Map<string, { value: unknown; at: number }>();
  return {
    rows,
    get: (key) => Promise.resolve(rows.get(key)),
    put: (key, copy) => Promise.resolve(void rows.set(key, copy)),
    remove: (key) => Promise.resolve(void rows.delete(key)),
  };
}

const offline = () => Promise.reject(new Failure({ network: true }));
const gone = () => Promise.reject(new Failure({ status: 404 }));

describe('loadWithSeenCopy', () => {
  it('keeps what the server answered, and shows it offline with when it was read', async () => {
    const store = memoryStore();
    const deps = { store, now: () => 1000, failureOf };
    expect(await loadWithSeenCopy('shared:k', () => Promise.resolve('entry'), deps)).toEqual({
      status: 'done',
      value: 'entry',
    });
    expect(await loadWithSeenCopy('shared:k', offline, { ...deps, now: () => 2000 })).toEqual({
      status: 'done',
      value: 'entry',
      seenAt: 1000,
    });
  });

  it('fails offline when nothing was seen before', async () => {
    const deps = { store: memoryStore(), now: () => 1, failureOf };
    expect(await loadWithSeenCopy('shared:k', offline, deps)).toEqual({
      status: 'failed',
      failure: { network: true },
    });
  });

  it('forgets the copy once the server says the link opens nothing', async () => {
    const store = memoryStore();
    const deps = { store, now: () => 1, failureOf };
    await loadWithSeenCopy('shared:k', () => Promise.resolve('entry'), deps);
    expect(await loadWithSeenCopy('shared:k', gone, deps)).toEqual({
      status: 'failed',
      failure: { status: 404 },
    });
    expect(store.rows.has('shared:k')).toBe(false);
  });
});

describe('firstFound', () => {
  it('tries the next address after a 404', async () => {
    expect(await firstFound([gone, () => Promise.resolve('journal')], failureOf)).toBe('journal');
  });

  it('stops at any other failure, and fails with the last 404 when nothing is found', async () => {
    const calls: string[] = [];
    await expect(
      firstFound(
        [
          offline,
          () => {
            calls.push('second');
            return Promise.resolve('x');
          },
        ],
        failureOf,
      ),
    ).rejects.toMatchObject({ failure: { network: true } });
    expect(calls).toEqual([]);
    await expect(firstFound([gone, gone], failureOf)).rejects.toMatchObject({
      failure: { status: 404 },
    });
  });
});
