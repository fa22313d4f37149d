import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.js';
import type { AppEnv } from './env.js';
import { createReadMemo } from './read-memo.js';
import { answerRead } from './served-read.js';

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

describe('the page cache', () => {
  it('keeps answers up to its cap in bytes, dropping the least recently used first', () => {
    const cache = createPageCache(10_000);
    cache.set('a', bytes(1000, 1));
    cache.set('b', bytes(1000, 2));
    expect(cache.get('a')?.[0]).toBe(1); // a is now the most recently used
    for (let i = 0; i < 8; i += 1) cache.set(`filler ${i}`, bytes(1000));
    expect(cache.get('a')?.[0]).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep one answer larger than an eighth of the cap', () => {
    const cache = createPageCache(8_000);
    cache.set('small', bytes(500));
    cache.set('huge', bytes(1_200));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('keeps nothing at a cap of 0 (PAGE_CACHE_MB=0)', () => {
    const cache = createPageCache(0);
    cache.set('a', bytes(10));
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('a served read', () => {
  /** A route answering `{ n }` under the tag the test sets, counting how often it is built. */
  function app(maxBytes: number) {
    // No write mark: nothing is remembered (read-memo.test.ts tests the memo).
    const deps = {
      pageCache: createPageCache(maxBytes),
      readMemo: createReadMemo(0),
      database: { writeMark: () => undefined },
      now: Date.now,
    };
    const state = { tag: 'W/"1-a"', builds: 0 };
    const routes = new Hono<AppEnv>();
    for (const path of ['/one', '/two'])
      routes.get(path, (c) =>
        answerRead(c, deps, state.tag, true, () => {
          state.builds += 1;
          return Promise.resolve({ path, n: state.builds });
        }),
      );
    return { routes, state };
  }

  it('is built once per tag and path, then sent from the kept bytes', async () => {
    const { routes, state } = app(1_000_000);
    const first = await routes.request('/one');
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('etag')).toBe('W/"1-a"');
    expect(await first.json()).toEqual({ path: '/one', n: 1 });
    expect(await (await routes.request('/one')).json()).toEqual({ path: '/one', n: 1 });
    // Another route under the same tag is another answer.
    expect(await (await routes.request('/two')).json()).toEqual({ path: '/two', n: 2 });
    state.tag = 'W/"2-a"';
    expect(await (await routes.request('/one')).json()).toEqual({ path: '/one', n: 3 });
    expect(state.builds).toBe(3);
  });

  it('answers 304 to a reader holding the tag without building', async () => {
    const { routes, state } = app(1_000_000);
    const res = await routes.request('/one', { headers: { 'if-none-match': 'W/"1-a"' } });
    expect(res.status).toBe(304);
    expect(state.builds).toBe(0);
  });

  it('builds every time when the cache keeps nothing', async () => {
    const { routes, state } = app(0);
    await routes.request('/one');
    expect(await (await routes.request('/one')).json()).toEqual({ path: '/one', n: 2 });
    expect(state.builds).toBe(2);
  });
});
