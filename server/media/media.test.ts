import { eq } from 'drizzle-orm';
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

  it('asks the store once for a read, not for the size first (a second round trip to a bucket)', async () => {
    const files = server.deps.mediaFiles;
    const stat = files.stat.bind(files);
    const open = files.open.bind(files);
    const asked: string[] = [];
    files.stat = (...args) => (asked.push('stat'), stat(...args));
    files.open = (...args) => (asked.push('open'), open(...args));
    try {
      await (await server.app.request(link)).arrayBuffer();
      await (await server.app.request(link, { headers: { Range: 'bytes=10-19' } })).arrayBuffer();
    } finally {
      files.stat = stat;
      files.open = open;
    }
    expect(asked).toEqual(['open', 'open']);
  });

  it('serves what the store holds when the row names another size, as rows of older releases may', async () => {
    const id = link.split('/').at(-1)!.split('?')[0]!;
    const { t } = server.deps.database.read;
    for (const size of [audio.length - 7, audio.length + 7, 0]) {
      await server.deps.database.transaction(({ db }) =>
        db.update(t.media).set({ size }).where(eq(t.media.id, id)),
      );
      const whole = await server.app.request(link);
      expect(whole.headers.get('content-length'), `row size ${size}`).toBe(String(audio.length));
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(audio);
      const end = await server.app.request(link, { headers: { Range: 'bytes=-4' } });
      expect(end.headers.get('content-range')).toBe(
        `bytes ${audio.length - 4}-${audio.length - 1}/${audio.length}`,
      );
      expect(Buffer.from(await end.arrayBuffer())).toEqual(audio.subarray(audio.length - 4));
      const past = await server.app.request(link, {
        headers: { Range: `bytes=${audio.length + 3}-` },
      });
      expect(past.status).toBe(416);
    }
    await server.deps.database.transaction(({ db }) =>
      db.update(t.media).set({ size: audio.length }).where(eq(t.media.id, id)),
    );
  });

  it('answers 404 when the stored file is gone, with or without a range', async () => {
    const me = await server.register('gone');
    const journal = await createJournal(server, me.token);
    const res = await server.call('POST', '/api/entries', {
      token: me.token,
      body: form({ journal_id: journal.id }, { file: { bytes: bytes.wav(), type: 'audio/wav' } }),
    });
    const id = String(res.body.file.id);
    const { db, t } = server.deps.database.read;
    const [row] = await db.select().from(t.media).where(eq(t.media.id, id));
    expect(await server.deps.mediaFiles.remove(row!.storageName)).toBe(true);
    expect((await server.app.request(res.body.link)).status).toBe(404);
    const ranged = await server.app.request(res.body.link, { headers: { Range: 'bytes=0-9' } });
    expect(ranged.status).toBe(404);
  });

  it('answers 404 for ids that are malformed or unknown', async () => {
    expect((await server.call('GET', '/api/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.call('GET', '/api/media/not-a-uuid')).status).toBe(404);
    expect((await server.call('GET', `/api/media/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
