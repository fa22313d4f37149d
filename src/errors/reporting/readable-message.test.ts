import { HTTPError, TimeoutError, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { readableMessage } from './readable-message';

const request = new Request('http://ritual.test/api/journals/j1');
const answer = (status: number, body: unknown) =>
  new HTTPError(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
    request,
    {} as NormalizedOptions,
  );

describe('the readable message of an uncaught error', () => {
  it("says what the server said about a refused request, in docs/product.md §8's words otherwise", async () => {
    expect(
      await readableMessage(answer(404, { statusCode: 404, message: 'No such journal.' })),
    ).toBe('No such journal.');
    expect(await readableMessage(answer(500, { statusCode: 500, message: 'x', ref: 'r' }))).toBe(
      'Something went wrong.',
    );
    expect(await readableMessage(new TimeoutError(request))).toBe('Network Error');
  });

  it('never shows a bug’s technical text', async () => {
    expect(await readableMessage(new TypeError('Cannot read properties of undefined'))).toBe(
      'An unexpected error occurred.',
    );
    expect(await readableMessage('a string')).toBe('An unexpected error occurred.');
  });
});
