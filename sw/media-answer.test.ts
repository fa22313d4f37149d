import { describe, expect, it, vi } from 'vitest';

// Workbox's development logging reads `self` as it loads; Node has no worker global.
vi.hoisted(() => {
  (globalThis as { self?: unknown }).self ??= globalThis;
});

const { answerRange } = await import('./media-answer');

const URL_ = 'http://localhost:8787/api/media/m1';
/** A 1000-byte file whose byte i is i % 251, as the server sends it whole. */
const BYTES = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);
const wholeFile = () =>
  new Response(BYTES, {
    status: 200,
    headers: {
      'content-type': 'audio/wav',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      etag: '"m1"',
    },
  });
const ask = (range?: string) =>
  new Request(URL_, range === undefined ? {} : { headers: { range } });
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('answerRange', () => {
  it('answers a request without Range (a photo) with the whole 200', async () => {
    const whole = wholeFile();
    const answer = await answerRange(ask(), whole);
    expect(answer).toBe(whole);
  });

  it('cuts the range asked for from the whole file (206)', async () => {
    const answer = await answerRange(ask('bytes=100-199'), wholeFile());
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(answer.headers.get('content-length')).toBe('100');
    expect(answer.headers.get('content-type')).toBe('audio/wav');
    expect(await bytesOf(answer)).toEqual(BYTES.slice(100, 200));
  });

  it('serves an open range to the end, as <audio> asks first', async () => {
    const answer = await answerRange(ask('bytes=0-'), wholeFile());
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 0-999/1000');
    expect(await bytesOf(answer)).toEqual(BYTES);
  });

  it('cuts an end past the file to its last byte', async () => {
    const answer = await answerRange(ask('bytes=990-5000'), wholeFile());
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(await bytesOf(answer)).toEqual(BYTES.slice(990));
  });

  it('refuses a start past the end with a 416 naming the size', async () => {
    const answer = await answerRange(ask('bytes=1000-'), wholeFile());
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe('bytes */1000');
    expect(await answer.text()).toBe('');
  });

  it('answers several ranges with the whole file, as the server does', async () => {
    const answer = await answerRange(ask('bytes=0-9,100-109'), wholeFile());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBeNull();
    expect(await bytesOf(answer)).toEqual(BYTES);
  });
});
