import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText } from '../../contract/errors.js';
import { bytes, createJournal, createTextEntry, form, pngBytes } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import {
  closing,
  endlessBody,
  expectRefused,
  field,
  footprint,
  part,
  postRaw,
} from './upload-helpers.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const KB = 1024;
/** Small limits, so a body past them is quick to send. */
const LIMITS = { MAX_IMAGE_BYTES: '65536', MAX_AUDIO_BYTES: '4096', MAX_VIDEO_BYTES: '8192' };
const TOO_LARGE = 'The request is too large.';

describe(`upload bodies that are cut short, never end or carry too much (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let journalId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...LIMITS, FREE_ENTRY_LIMIT: '3' } });
    me = await server.register('bodies');
    journalId = (await createJournal(server, me.token)).id;
  });
  afterAll(() => server.close());

  const refused = (
    send: () => Promise<{ status: number; body: unknown }>,
    status: number,
    text: string,
  ) => expectRefused(server, me.user.id, send, status, text);
  const raw = (body: Buffer | ReadableStream<Uint8Array>, path = '/api/entries', headers = {}) =>
    postRaw(server, path, me.token, body, headers);
  const fileHead = (type = 'image/png', name = 'a.png') =>
    Buffer.concat([
      field('journal_id', journalId),
      part(`name="file"; filename="${name}"`, '', type).subarray(0, -2),
    ]);

  it('answers a body cut short with 400, keeping nothing of what arrived', async () => {
    const png = await pngBytes(64, 64);
    const whole = Buffer.concat([fileHead(), png, Buffer.from('\r\n'), closing()]);
    const unreadable = 'The upload could not be read.';
    for (const cut of [whole.length - 10, fileHead().length + 40, fileHead().length - 20, 30, 0])
      await refused(() => raw(whole.subarray(0, cut)), 400, unreadable);
    await refused(
      () => raw(whole, '/api/entries', { 'content-type': 'multipart/form-data' }),
      400,
      'The multipart body has no boundary.',
    );
  });

  it('stops a file that never ends at its type’s limit, without waiting for the end', async () => {
    const endless = endlessBody(fileHead());
    await refused(
      () => raw(endless.stream),
      413,
      'The file is too large: image files may be up to 64 KB.',
    );
    expect(endless.pulled()).toBeLessThan(64 * KB + 1024 * KB);
  });

  it('stops a field, or an empty file input, that never ends', async () => {
    const entry = await createTextEntry(server, me.token, journalId);
    const bodies = [
      { head: field('notes', '').subarray(0, -2), path: '/api/entries' },
      // What a browser sends for a file input left empty: a part without a name or a type.
      {
        head: part('name="file"; filename=""', '', 'application/octet-stream').subarray(0, -2),
        path: '/api/entries',
      },
      { head: field('notes', '').subarray(0, -2), path: `/api/entries/${entry.id}` },
      { head: field('x', '').subarray(0, -2), path: '/api/users/avatar' },
    ];
    for (const { head, path } of bodies) {
      const endless = endlessBody(Buffer.concat([field('journal_id', journalId), head]));
      await refused(() => raw(endless.stream, path), 413, TOO_LARGE);
      // Fields live in memory: the server reads no more than a few of its 2 MB fields' worth.
      expect(endless.pulled(), path).toBeLessThan(16 * 1024 * KB);
    }
  });

  it('refuses a body whose declared length no form could need, before reading it', async () => {
    const endless = endlessBody(fileHead());
    const declared = { 'content-length': String(2 * 1024 * 1024 * KB) };
    await refused(() => raw(endless.stream, '/api/entries', declared), 413, TOO_LARGE);
    expect(endless.pulled()).toBeLessThan(1024 * KB);
    const json = endlessBody(Buffer.from('{"notes":"'));
    const res = await raw(json.stream, '/api/entries', { 'content-type': 'application/json' });
    expect(res.body).toEqual({ statusCode: 413, message: TOO_LARGE });
    expect(json.pulled()).toBeLessThan(4 * 1024 * KB);
  });

  it('holds each file to its own type’s size, wherever it is in the form', async () => {
    const upload =
      (files: Parameters<typeof form>[1], path = '/api/entries') =>
      () =>
        server.call('POST', path, {
          token: me.token,
          body: form({ journal_id: journalId }, files),
        });
    const wav = bytes.wav();
    const longWav = Buffer.concat([wav, Buffer.alloc(4 * KB)]);
    const longMp4 = Buffer.concat([bytes.mp4(), Buffer.alloc(8 * KB)]);
    // A real picture, then padding: the limit counts bytes as they arrive, whatever they are.
    const bigPng = Buffer.concat([await pngBytes(40, 40), Buffer.alloc(64 * KB)]);
    const audio = 'The file is too large: audio files may be up to 4 KB.';
    const image = 'The file is too large: image files may be up to 64 KB.';
    await refused(upload({ file: { bytes: longWav, type: 'audio/wav' } }), 413, audio);
    await refused(
      upload({ file: { bytes: longMp4, type: 'video/mp4' } }),
      413,
      'The file is too large: video files may be up to 8 KB.',
    );
    // The recording fits and is staged first; the cover past its limit must take it along.
    const cover = { bytes: bigPng, type: 'image/png' };
    await refused(
      upload({ file: { bytes: wav, type: 'audio/wav' }, audio_cover: cover }),
      413,
      image,
    );
    await refused(upload({ file: cover }, '/api/users/avatar'), 413, image);
    await refused(upload({ file: cover }, `/api/journals/${journalId}/icon`), 413, image);
    const longNotes = field('notes', 'n'.repeat(2 * 1024 * KB + 1));
    await refused(
      () => raw(Buffer.concat([field('journal_id', journalId), longNotes, closing()])),
      413,
      'The field notes is too long.',
    );
  });

  it('refuses a form with a part it does not take, even after a good file', async () => {
    const png = await pngBytes(8, 8);
    const file = (name: string, type = 'image/png') =>
      part(`name="${name}"; filename="a.png"`, png, type);
    const body = (...parts: Buffer[]) =>
      raw(Buffer.concat([field('journal_id', journalId), ...parts, closing()]));
    // Each good file before the refusal is already being written to tmp; none may stay there.
    for (let round = 0; round < 5; round += 1) {
      await refused(
        () => body(file('file'), file('audio_cover'), file('file')),
        400,
        'Too many files in one request.',
      );
      await refused(
        () => body(file('file'), file('script')),
        400,
        "Unexpected file field 'script'.",
      );
      await refused(
        () => body(file('file'), file('audio_cover', 'text/html')),
        415,
        ErrorText.invalidFileType,
      );
    }
    const fields = Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x'));
    await refused(() => body(...fields), 400, 'Too many fields in one request.');
  });

  it('lets no more uploads past the free limit than it allows, even all at once', async () => {
    const someone = await server.register('quota');
    const own = (await createJournal(server, someone.token)).id;
    const before = await footprint(server, someone.user.id);
    const png = await pngBytes(48, 48);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.call('POST', '/api/entries', {
          token: someone.token,
          body: form(
            { journal_id: own },
            { file: { bytes: png, type: 'image/png', name: `${i}.png` } },
          ),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 402, 402, 402, 402, 402]);
    for (const refusal of answers.filter((a) => a.status === 402)) {
      expect(refusal.body).toEqual({
        statusCode: 402,
        message:
          'You have reached the free limit of 3 entries. Upgrade to Plus to keep adding entries.',
      });
    }
    const after = await footprint(server, someone.user.id);
    // Each accepted photo is stored with its preview; the refused ones left nothing.
    expect(after.entries - before.entries).toBe(3);
    expect(after.media.length - before.media.length).toBe(6);
    expect(after.mediaRows - before.mediaRows).toBe(6);
    expect(after.staged).toEqual([]);
  });
});
