import { describe, expect, it } from 'vitest';
import { checkServer } from './check-server';

describe('checkServer', () => {
  it('counts a 401 for a visitor as connected', async () => {
    const fetchFn = () => Promise.resolve(new Response(null, { status: 401 }));
    expect(await checkServer(fetchFn)).toBe('connected');
  });

  it('counts a server error as connected: the server answered', async () => {
    const fetchFn = () => Promise.resolve(new Response(null, { status: 503 }));
    expect(await checkServer(fetchFn)).toBe('connected');
  });

  it('counts a network failure as offline', async () => {
    const fetchFn = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await checkServer(fetchFn)).toBe('offline');
  });

  it('asks /api/auth without using the HTTP cache', async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([input, init]);
      return Promise.resolve(new Response('{}'));
    };
    await checkServer(fetchFn);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe('/api/auth');
    expect(calls[0]?.[1]?.cache).toBe('no-store');
  });
});
