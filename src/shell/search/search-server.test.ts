import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../errors/messages';
import { journal } from '../../data/queries/test-records';
import { aPerson } from '../../test/people';
import { searchServer } from './search-server';

const owner = aPerson('bo');
const kiln = journal(owner, {
  id: '01900000-0000-7000-8000-000000000011',
  slug: 'kiln-log',
  title: 'Kiln log',
  created_at: '2026-11-01T10:00:00.000Z',
});

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake network answering by path, recording what was asked. */
function fakeServer(answer: (path: string) => Response | Promise<Response>) {
  const asked: Request[] = [];
  const fetch = ((request: Request) => {
    // As the browser's fetch: a request whose signal has fired is not sent.
    if (request.signal.aborted) return Promise.reject(new DOMException('stopped', 'AbortError'));
    asked.push(request);
    return Promise.resolve(answer(new URL(request.url).pathname));
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

const deps = (fetch: typeof globalThis.fetch) => ({
  baseUrl: 'http://ritual.test/api',
  fetch,
  getToken: () => Promise.resolve('token-1'),
});
const paths = { journals: 'journals/search/ki%2Fln', users: 'users/search/ki%2Fln' };

describe('searchServer', () => {
  it('asks both searches as the signed-in user and returns journals and people', async () => {
    const server = fakeServer((path) =>
      path.startsWith('/api/journals/')
        ? jsonAnswer(200, { journals: [kiln] })
        : jsonAnswer(200, { users: [owner] }),
    );
    const found = await searchServer(deps(server.fetch), paths);
    expect(found.journals.map((j) => j.title)).toEqual(['Kiln log']);
    expect(found.people.map((p) => p.ritual_user)).toEqual(['bo']);
    expect(server.asked.map((r) => r.url).sort()).toEqual([
      'http://ritual.test/api/journals/search/ki%2Fln',
      'http://ritual.test/api/users/search/ki%2Fln',
    ]);
    for (const request of server.asked)
      expect(request.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('says Something went wrong. when the server fails', async () => {
    const server = fakeServer(() =>
      jsonAnswer(500, { statusCode: 500, message: 'boom', ref: 'r' }),
    );
    const failure = await searchServer(deps(server.fetch), paths).catch((error: unknown) => error);
    expect(await failureMessage(failure)).toBe('Something went wrong.');
  });

  it('gives docs/product.md §8’s sentence for a 503 and for an unreachable server', async () => {
    const busy = fakeServer(() => jsonAnswer(503, { statusCode: 503, message: 'x' }));
    const failure = await searchServer(deps(busy.fetch), paths).catch((error: unknown) => error);
    expect(await failureMessage(failure)).toMatch(/^Network Error: We are solving this/);

    const down = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const unreached = await searchServer(deps(down), paths).catch((error: unknown) => error);
    expect(await failureMessage(unreached)).toBe('Network Error');
  });

  it('refuses an answer that is not a search result', async () => {
    const odd = fakeServer(() => jsonAnswer(200, { journals: [{ id: 'nope' }] }));
    const failure = await searchServer(deps(odd.fetch), paths).catch((error: unknown) => error);
    expect(await failureMessage(failure)).toBe(
      'An unexpected error occurred while processing your request.',
    );
  });

  it('stops when the search is called off', async () => {
    const server = fakeServer(() => jsonAnswer(200, { journals: [], users: [] }));
    const abort = new AbortController();
    abort.abort();
    await expect(searchServer(deps(server.fetch), paths, abort.signal)).rejects.toThrow();
    expect(server.asked).toHaveLength(0);
  });
});
