import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import { createPageCache } from './page-cache.js';
import { readEdge } from './read-edge.js';
import { createReadMemo, MAX_AGE_MS } from './read-memo.js';
import { answerRead, markReads } from './served-read.js';

/**
 * The read memo's rules, on a route that counts how often it runs: the edge answers in its place
 * only under the write mark and within the time the answer was remembered under.
 */
function world() {
  const state = {
    mark: '1' as string | undefined,
    now: 1_000_000,
    runs: 0,
    /** set by the route while it runs: a write committed meanwhile */
    writeDuringRun: false,
    sessionEndsAt: undefined as number | undefined,
    limited: false,
  };
  const deps = {
    pageCache: createPageCache(1_000_000),
    readMemo: createReadMemo(100),
    database: { writeMark: () => state.mark },
    now: () => state.now,
  };
  const app = new Hono<AppEnv>();
  app.use('*', markReads(deps));
  app.get('/api/things', (c) => {
    state.runs += 1;
    if (state.writeDuringRun) state.mark = String(Number(state.mark) + 1);
    if (state.sessionEndsAt !== undefined) c.set('sessionEndsAt', state.sessionEndsAt);
    if (state.limited) c.set('limited', true);
    return answerRead(c, deps, 'W/"7-x"', true, () => Promise.resolve({ things: [1, 2] }));
  });
  const edge = readEdge(deps, { publicUrl: 'http://ritual.test' });
  const ask = async (tag?: string) => {
    const request = new Request('http://ritual.test/api/things', {
      headers: { authorization: 'Bearer abc', ...(tag ? { 'if-none-match': tag } : {}) },
    });
    const response = edge(request) ?? (await app.fetch(request));
    return { status: response.status, text: await response.text() };
  };
  return { state, ask };
}

describe('the read edge', () => {
  it('answers a second ask, 200 or 304, without running the route', async () => {
    const { state, ask } = world();
    expect(await ask()).toEqual({ status: 200, text: '{"things":[1,2]}' });
    expect(await ask()).toEqual({ status: 200, text: '{"things":[1,2]}' });
    expect(await ask('W/"7-x"')).toEqual({ status: 304, text: '' });
    expect(state.runs).toBe(1);
  });

  it('runs the route again once anything was written', async () => {
    const { state, ask } = world();
    await ask();
    state.mark = '2';
    await ask();
    expect(state.runs).toBe(2);
  });

  it('remembers nothing when a write committed while the route ran', async () => {
    const { state, ask } = world();
    state.writeDuringRun = true;
    await ask();
    state.writeDuringRun = false;
    await ask();
    expect(state.runs).toBe(2);
  });

  it('remembers nothing while the write mark is unknown', async () => {
    const { state, ask } = world();
    state.mark = undefined;
    await ask();
    await ask();
    expect(state.runs).toBe(2);
  });

  it('trusts an answer at most MAX_AGE_MS, and never past the session’s end', async () => {
    const { state, ask } = world();
    await ask();
    state.now += MAX_AGE_MS - 1;
    await ask();
    expect(state.runs).toBe(1);
    state.now += 1;
    await ask();
    expect(state.runs).toBe(2);

    state.sessionEndsAt = state.now + 500;
    state.mark = '2'; // so the route runs, and learns when the session ends
    await ask();
    state.now += 499;
    await ask();
    expect(state.runs).toBe(3);
    state.now += 1;
    await ask();
    expect(state.runs).toBe(4);
  });

  it('never answers a request an abuse limit counts', async () => {
    const { state, ask } = world();
    state.limited = true;
    await ask();
    await ask();
    expect(state.runs).toBe(2);
  });
});
