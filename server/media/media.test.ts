import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytes, createJournal, form } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

describe(`GET /api/media/{id} (${testDialect})`, () => {
  let server: TestServer;
  let link: string;
  let audio: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    const me = await server.register('media');
    const journal = await createJournal(server, me.token);
    audio = bytes.wav();
    const res = await server.call('POST', '/api/entries', {
      token: me.token,
      body: form(
        { journal_id: journal.id },
        { file: { bytes: audio, type: 'audio/wav', name: 'Morning räga.wav' } },
      ),
    });
    link = res.body.link;
  });
  afterAll(() => server.close());

  it('serves the whole file with its type, nosniff and a safe Content-Disposition', async () => {
    const res = await server.app.request(link);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(audio);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Morning r_ga.wav"; filename*=UTF-8''Morning%20r%C3%A4ga.wav`,
    );
  });

  it('answers a byte range with 206 and exactly those bytes, so players can seek', async () => {
    const res = await server.app.request(link, { headers: { Range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${audio.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(audio.subarray(10, 20));
    const tail = await server.app.request(link, { headers: { Range: 'bytes=-4' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(audio.subarray(audio.length - 4));
  });

  it('answers 416 to a range past the end, and 304 to a cached copy', async () => {
    const res = await server.app.request(link, {
      headers: { Range: `bytes=${audio.length + 10}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${audio.length}`);
    const first = await server.app.request(link);
    const again = await server.app.request(link, {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for ids that are malformed or unknown', async () => {
    expect((await server.call('GET', '/api/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.call('GET', '/api/media/not-a-uuid')).status).toBe(404);
    expect((await server.call('GET', `/api/media/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
