import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { UnexpectedAnswer } from '../api/answer';
import { recall } from '../data/remembered';
import { freshStore } from '../../local-store/fake-store';
import { readRemembering, rememberedKey } from './remembered-reads';

const httpError = (status: number, body: unknown) => {
  const request = new Request('http://ritual.test/api/activity');
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return new HTTPError(response, request, {} as never);
};

describe('readRemembering', () => {
  it('keeps what the server answered, with the time it was read', async () => {
    const db = freshStore();
    const outcome = await readRemembering(
      db,
      'k',
      () => Promise.resolve(['a']),
      () => 1000,
    );
    expect(outcome).toEqual({ kind: 'fresh', value: ['a'] });
    expect(await recall(db, 'k')).toEqual({ value: ['a'], at: 1000 });
  });

  it('shows the last answer when the server cannot be reached, saying why', async () => {
    const db = freshStore();
    await readRemembering(
      db,
      'k',
      () => Promise.resolve(['old']),
      () => 1000,
    );
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await readRemembering(db, 'k', down, () => 2000)).toEqual({
      kind: 'remembered',
      value: ['old'],
      at: 1000,
      error: 'Network Error',
    });
  });

  it('gives docs/product.md §8’s sentence when nothing was kept', async () => {
    const db = freshStore();
    const failing = () => Promise.reject(httpError(500, { statusCode: 500, message: 'boom' }));
    expect(await readRemembering(db, 'k', failing)).toEqual({
      kind: 'failed',
      error: 'Something went wrong.',
    });
    const odd = () => Promise.reject(new UnexpectedAnswer());
    expect(await readRemembering(db, 'k', odd)).toEqual({
      kind: 'failed',
      error: 'An unexpected error occurred while processing your request.',
    });
  });

  it('keeps one user’s following feed apart from another’s and from everyone’s', () => {
    const keys = new Set([
      rememberedKey.activity('everyone', 'u1'),
      rememberedKey.activity('everyone', null),
      rememberedKey.activity('following', 'u1'),
      rememberedKey.activity('following', 'u2'),
    ]);
    expect(keys.size).toBe(3);
  });
});
