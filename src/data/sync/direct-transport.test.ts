import { describe, expect, it } from 'vitest';
import { classify } from './direct-transport';

const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  });

describe('classify (what an answer means for the outbox)', () => {
  it('takes 2xx as done, with the record the server answered', async () => {
    expect(await classify(answer(201, { id: 'x' }))).toEqual({
      kind: 'done',
      status: 201,
      body: { id: 'x' },
    });
    expect(await classify(answer(204))).toEqual({ kind: 'done', status: 204, body: null });
  });

  it('stops on 401 without dropping anything', async () => {
    expect(await classify(answer(401, { statusCode: 401, message: 'Please sign in' }))).toEqual({
      kind: 'signed-out',
    });
  });

  it('retries 5xx, 408, 429 and a still-running Idempotency-Key, honouring Retry-After', async () => {
    expect(
      await classify(answer(503, { statusCode: 503, message: 'x' }, { 'retry-after': '5' })),
    ).toEqual({
      kind: 'retry',
      reason: 'HTTP 503',
      retryAfterMs: 5000,
    });
    for (const status of [500, 408, 429])
      expect((await classify(answer(status, {}))).kind).toBe('retry');
    expect((await classify(answer(409, {}, { 'retry-after': '1' }))).kind).toBe('retry');
  });

  it('refuses other 4xx for good, with the server’s readable reason', async () => {
    expect(
      await classify(answer(402, { statusCode: 402, message: 'You have reached the free limit.' })),
    ).toEqual({ kind: 'refused', status: 402, message: 'You have reached the free limit.' });
    expect(await classify(answer(409, { statusCode: 409, message: 'taken' }))).toMatchObject({
      kind: 'refused',
      status: 409,
    });
    expect(await classify(answer(404))).toMatchObject({
      kind: 'refused',
      message: 'An unexpected error occurred while processing your request.',
    });
  });
});
