import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { createServerReads } from './server-reads';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function refusal(status: number, body: unknown) {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  const request = new Request('http://ritual.test/api/users/bo/journals/diary');
  return new HTTPError(response, request, {} as never);
}

describe('reads of other people’s pages', () => {
  it('runs one read of a key at a time and keeps what it answered', async () => {
    const reads = createServerReads();
    let runs = 0;
    let changes = 0;
    reads.subscribe(() => changes++);
    const run = () => Promise.resolve({ run: ++runs });
    reads.start('journal:bo/scales', run);
    reads.start('journal:bo/scales', run);
    expect(reads.get('journal:bo/scales')).toEqual({ status: 'reading' });
    await settled();
    expect(runs).toBe(1);
    expect(reads.get('journal:bo/scales')).toEqual({ status: 'read', value: { run: 1 } });
    expect(changes).toBe(2);
  });

  it('says why a read failed in docs/product.md §8’s words', async () => {
    const reads = createServerReads();
    reads.start('a', () => Promise.reject(refusal(404, { statusCode: 404 })));
    reads.start('b', () => Promise.reject(refusal(403, { message: 'Private.' })));
    reads.start('c', () => Promise.reject(new TypeError('Failed to fetch')));
    await settled();
    await settled();
    expect(reads.get('a')).toMatchObject({
      status: 'failed',
      message: 'The requested resource could not be found.',
      httpStatus: 404,
      network: false,
    });
    expect(reads.get('b')).toMatchObject({ message: 'Private.', httpStatus: 403 });
    expect(reads.get('c')).toMatchObject({ message: 'Network Error', network: true });
  });
});
