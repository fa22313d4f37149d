import { describe, expect, it } from 'vitest';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { classify } from '../../../local-store/classify';
import { freshStore } from '../../../local-store/fake-store';
import { createDirectTransport, type FileRequest } from './direct-transport';

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

const mutation = (more: Partial<Mutation> = {}): Mutation => ({
  id: 'm1',
  kind: 'entry',
  recordId: 'm1',
  patch: { op: 'create', record: { id: 'm1' } },
  write: write('entry.create', {}, { journal_id: 'j1' }),
  createdAt: 0,
  attempts: 0,
  notBefore: 0,
  ...more,
});

const photo = mutation({
  write: write('entry.upload', {}, { journal_id: 'j1', notes: 'a photo' }),
  files: [{ field: 'file', blobId: 'b1', name: 'photo.png' }],
});

/** A direct transport over a fresh store holding one photo, its network played by the test. */
async function setup({ withUpload = true } = {}) {
  const db = freshStore();
  await db.blobs.put({ id: 'b1', blob: new Blob(['png bytes'], { type: 'image/png' }) });
  const fetched: Request[] = [];
  const uploaded: FileRequest[] = [];
  const transport = createDirectTransport({
    db,
    baseUrl: 'http://ritual.test/api/',
    getToken: () => Promise.resolve('t1'),
    fetch: (input: RequestInfo | URL) => {
      fetched.push(input as Request);
      return Promise.resolve(answer(201, { id: 'from-fetch' }));
    },
    ...(withUpload
      ? {
          upload: (request: FileRequest, onProgress?: (fraction: number) => void) => {
            uploaded.push(request);
            onProgress?.(0.5);
            onProgress?.(1);
            return Promise.resolve(answer(201, { id: 'from-upload' }));
          },
        }
      : {}),
  });
  return { transport, fetched, uploaded };
}

describe('createDirectTransport', () => {
  it('sends a mutation with files through the upload, so its bytes can be counted', async () => {
    const { transport, fetched, uploaded } = await setup();
    const fractions: number[] = [];
    const outcome = await transport.send(photo, (fraction) => fractions.push(fraction));
    expect(outcome).toEqual({ kind: 'done', status: 201, body: { id: 'from-upload' } });
    expect(fractions).toEqual([0.5, 1]);
    expect(fetched).toHaveLength(0);
    const [request] = uploaded;
    expect(request).toMatchObject({
      url: 'http://ritual.test/api/entries',
      method: 'POST',
      headers: { authorization: 'Bearer t1', 'Idempotency-Key': 'm1' },
    });
    expect(request?.body.get('notes')).toBe('a photo');
    const file = request?.body.get('file') as File;
    expect([file.name, await file.text()]).toEqual(['photo.png', 'png bytes']);
  });

  it('keeps every other mutation on ky, with the same headers', async () => {
    const { transport, fetched, uploaded } = await setup();
    const outcome = await transport.send(
      mutation({ write: write('journal.create', {}, { title: 'Scales' }) }),
    );
    expect(outcome).toMatchObject({ kind: 'done', body: { id: 'from-fetch' } });
    expect(uploaded).toHaveLength(0);
    expect(fetched[0]?.url).toBe('http://ritual.test/api/journals');
    expect(fetched[0]?.headers.get('authorization')).toBe('Bearer t1');
    expect(fetched[0]?.headers.get('idempotency-key')).toBe('m1');
  });

  it('sends files through ky when it has no upload (no progress then)', async () => {
    const { transport, fetched } = await setup({ withUpload: false });
    const fractions: number[] = [];
    expect(await transport.send(photo, (fraction) => fractions.push(fraction))).toMatchObject({
      kind: 'done',
    });
    expect(fetched).toHaveLength(1);
    expect(fractions).toEqual([]);
  });

  it('tries an upload again later when no answer came back', async () => {
    const db = freshStore();
    await db.blobs.put({ id: 'b1', blob: new Blob(['png bytes']) });
    const transport = createDirectTransport({
      db,
      baseUrl: 'http://ritual.test/api',
      getToken: () => Promise.resolve('t1'),
      upload: () => Promise.reject(new TypeError('Network Error')),
    });
    expect(await transport.send(photo)).toEqual({ kind: 'retry', reason: 'Network Error' });
  });
});
