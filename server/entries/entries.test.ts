import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCollaborator,
  bytes,
  createJournal,
  createTextEntry,
  form,
  pngBytes,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { storedMedia } from '../reliability/upload-helpers.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`entries (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  let journal: { id: string; slug: string };
  beforeAll(async () => {
    server = await startTestServer();
    [owner, collaborator, stranger] = await Promise.all([
      server.register('owner'),
      server.register('collab'),
      server.register('stranger'),
    ]);
    journal = await createJournal(server, owner.token, { title: 'Practice' });
    await addCollaborator(server, journal.id, collaborator.user.id);
  });
  afterAll(() => server.close());

  const upload = (
    token: string,
    fields: Record<string, string>,
    files: Parameters<typeof form>[1],
  ) =>
    server.call('POST', '/api/entries', {
      token,
      body: form({ journal_id: journal.id, ...fields }, files),
    });

  describe('POST /api/entries', () => {
    it('keeps the id the client made offline, and dates the entry by it', async () => {
      const madeAt = server.clock.now - 3 * 86_400_000;
      const id = uuidv7({ msecs: madeAt });
      const res = await server.call('POST', '/api/entries', {
        token: owner.token,
        json: { id, journal_id: journal.id, notes: 'offline', streakDate: '2026-11-19' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id,
        type: 'text',
        notes: 'offline',
        streakDate: '2026-11-19',
        created_at: new Date(madeAt).toISOString(),
        user: { ritual_user: owner.user.ritual_user },
      });
    });

    it('treats a second creation with the same id as a replay: same entry, counted once', async () => {
      const before = (await server.call('GET', '/api/auth', { token: owner.token })).body.user
        .numberOfEntries;
      const id = uuidv7();
      const first = await server.call('POST', '/api/entries', {
        token: owner.token,
        json: { id, journal_id: journal.id, notes: 'once' },
      });
      const second = await server.call('POST', '/api/entries', {
        token: owner.token,
        json: { id, journal_id: journal.id, notes: 'once' },
      });
      expect([first.status, second.status]).toEqual([201, 200]);
      const after = (await server.call('GET', '/api/auth', { token: owner.token })).body.user
        .numberOfEntries;
      expect(after).toBe(before + 1);
    });

    it('creates an image entry with a preview, served with its real type', async () => {
      const png = await pngBytes(1200, 800);
      const res = await upload(
        owner.token,
        { notes: 'sunrise', private: 'false' },
        { file: { bytes: png, type: 'image/png', name: 'sunrise.png' } },
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        type: 'image',
        file: {
          type: 'image/png',
          size: png.length,
          name: 'sunrise.png',
          width: 1200,
          height: 800,
        },
      });
      const original = await server.call('GET', res.body.link);
      expect(original.headers.get('content-type')).toBe('image/png');
      expect(Number(original.headers.get('content-length'))).toBe(png.length);
      const preview = await server.app.request(res.body.preview_link);
      expect(preview.headers.get('content-type')).toBe('image/webp');
    });

    it('creates an audio entry with its waveform and cover, and video entries', async () => {
      const pcm = [0, 0.5, -0.5, 1, -1, 0.25];
      const audio = await upload(
        owner.token,
        { pcm: JSON.stringify(pcm) },
        {
          file: { bytes: bytes.wav(), type: 'audio/wav' },
          audio_cover: { bytes: await pngBytes(), type: 'image/png' },
        },
      );
      expect(audio.status).toBe(201);
      expect(audio.body).toMatchObject({ type: 'audio', audio: true, pcm });
      expect(audio.body.audio_cover).toMatch(/^\/api\/media\//);
      const mp3 = await upload(
        owner.token,
        {},
        { file: { bytes: bytes.mp3(), type: 'audio/mp3' } },
      );
      expect(mp3.body.file.type).toBe('audio/mpeg');
      const video = await upload(
        owner.token,
        {},
        { file: { bytes: bytes.mp4(), type: 'video/mp4' } },
      );
      expect(video.body).toMatchObject({ type: 'video', preview_link: null });
    });

    it('judges files by their bytes, not their name or declared type', async () => {
      const exe = await upload(
        owner.token,
        {},
        { file: { bytes: bytes.exe(), type: 'image/png', name: 'cat.png' } },
      );
      expect(exe.status).toBe(415);
      expect(exe.body.message).toBe('Invalid file type');
      const text = await upload(
        owner.token,
        {},
        { file: { bytes: bytes.text(), type: 'image/jpeg' } },
      );
      expect(text.body).toEqual({
        statusCode: 415,
        message: 'The file type could not be identified.',
      });
      const mismatch = await upload(
        owner.token,
        {},
        { file: { bytes: bytes.mp3(), type: 'image/png' } },
      );
      expect(mismatch.status).toBe(415);
      const pdf = await upload(
        owner.token,
        {},
        { file: { bytes: await pngBytes(), type: 'application/pdf' } },
      );
      expect(pdf.body.message).toBe('Invalid file type');
      const coverNotImage = await upload(
        owner.token,
        {},
        {
          file: { bytes: bytes.wav(), type: 'audio/wav' },
          audio_cover: { bytes: bytes.wav(), type: 'audio/wav' },
        },
      );
      expect(coverNotImage.status).toBe(415);
    });

    it('refuses a pixel flood: a tiny file declaring a huge image', async () => {
      const png = await pngBytes(1, 1);
      // The IHDR chunk's width and height; sharp reads them before decoding anything.
      png.writeUInt32BE(40_000, 16);
      png.writeUInt32BE(40_000, 20);
      const res = await upload(owner.token, {}, { file: { bytes: png, type: 'image/png' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The image is too large: at most 64 megapixels.');
    });

    it('refuses a truncated image whose header still reads, as an entry and as an icon', async () => {
      const whole = await pngBytes(400, 300);
      const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
      const entry = await upload(owner.token, {}, { file: { bytes: cut, type: 'image/png' } });
      expect([entry.status, entry.body.message]).toEqual([422, 'The image could not be read.']);
      const icon = await server.call('POST', `/api/journals/${journal.id}/icon`, {
        token: owner.token,
        body: form({}, { file: { bytes: cut, type: 'image/png' } }),
      });
      expect([icon.status, icon.body.message]).toEqual([422, 'The image could not be read.']);
      expect(readdirSync(join(server.dataDir, 'tmp'))).toEqual([]);
    });

    it('refuses bad fields with readable messages', async () => {
      const noJournal = await server.call('POST', '/api/entries', {
        token: owner.token,
        json: { notes: 'x' },
      });
      expect(noJournal.status).toBe(400);
      expect(noJournal.body.message).toMatch(/^journal_id:/);
      const badPcm = await upload(
        owner.token,
        { pcm: '[1, 2, "x"]' },
        { file: { bytes: bytes.wav(), type: 'audio/wav' } },
      );
      expect(badPcm.status).toBe(400);
      expect(badPcm.body.message).toMatch(/^pcm:/);
      const pcmOnText = await server.call('POST', '/api/entries', {
        token: owner.token,
        json: { journal_id: journal.id, pcm: [0.1] },
      });
      expect(pcmOnText.status).toBe(400);
      const badDay = await server.call('POST', '/api/entries', {
        token: owner.token,
        json: { journal_id: journal.id, streakDate: '2026-13-40' },
      });
      expect(badDay.status).toBe(400);
      const malformed = await server.call('POST', '/api/entries', {
        token: owner.token,
        body: '{"notes": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.body).toEqual({
        statusCode: 400,
        message: 'The request body is not valid JSON.',
      });
    });

    it('lets collaborators post but not strangers', async () => {
      expect(
        (
          await server.call('POST', '/api/entries', {
            token: collaborator.token,
            json: { journal_id: journal.id, notes: 'mine' },
          })
        ).status,
      ).toBe(201);
      const res = await server.call('POST', '/api/entries', {
        token: stranger.token,
        json: { journal_id: journal.id, notes: 'intruding' },
      });
      expect(res.status).toBe(403);
      expect(
        (await server.call('POST', '/api/entries', { json: { journal_id: journal.id } })).status,
      ).toBe(401);
      const privateJournal = await createJournal(server, owner.token, { private: true });
      const hidden = await server.call('POST', '/api/entries', {
        token: stranger.token,
        json: { journal_id: privateJournal.id },
      });
      expect(hidden.status).toBe(404);
    });

    it('posts into the journal of the path with POST /api/journals/{id}/entries', async () => {
      const res = await server.call('POST', `/api/journals/${journal.id}/entries`, {
        token: owner.token,
        body: form(
          { notes: 'via the journal' },
          { file: { bytes: await pngBytes(), type: 'image/jpeg'.replace('jpeg', 'png') } },
        ),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        journal_id: journal.id,
        type: 'image',
        notes: 'via the journal',
      });
    });
  });

  describe('private entries and their media', () => {
    it('shows a private entry to the owner and collaborators only, with signed, expiring media links', async () => {
      const res = await upload(
        owner.token,
        { private: 'true' },
        { file: { bytes: await pngBytes(), type: 'image/png' } },
      );
      const entry = res.body;
      expect(entry.link).toMatch(/\?exp=\d+&sig=/);
      expect((await server.call('GET', `/api/entries/${entry.id}`)).status).toBe(404);
      expect(
        (await server.call('GET', `/api/entries/${entry.id}`, { token: stranger.token })).status,
      ).toBe(404);
      expect(
        (await server.call('GET', `/api/entries/${entry.id}`, { token: collaborator.token }))
          .status,
      ).toBe(200);
      const bare = entry.link.split('?')[0];
      expect((await server.call('GET', bare)).status).toBe(404);
      expect((await server.call('GET', entry.link)).status).toBe(200);
      expect((await server.call('GET', `${bare}?exp=9999999999&sig=forged`)).status).toBe(404);
      server.clock.advance(3 * 86_400_000);
      expect((await server.call('GET', entry.link)).status).toBe(404);
    });
  });

  describe('POST /api/entries/{id}', () => {
    it('lets the author edit; a stale edit does not overwrite a newer one', async () => {
      const entry = await createTextEntry(server, owner.token, journal.id);
      const t0 = server.clock.now;
      const newer = await server.call('POST', `/api/entries/${entry.id}`, {
        token: owner.token,
        json: { notes: 'newer', last_modified: t0 },
      });
      expect(newer.body.notes).toBe('newer');
      const stale = await server.call('POST', `/api/entries/${entry.id}`, {
        token: owner.token,
        json: { notes: 'stale', last_modified: t0 - 1000 },
      });
      expect(stale.headers.get('ritual-stale')).toBe('true');
      expect(stale.body.notes).toBe('newer');
      expect(
        (await server.call('GET', `/api/entries/${entry.id}`, { token: owner.token })).body.notes,
      ).toBe('newer');
    });

    it('accepts the fields as a form too', async () => {
      const entry = await createTextEntry(server, owner.token, journal.id);
      const res = await server.call('POST', `/api/entries/${entry.id}`, {
        token: owner.token,
        body: form({ notes: 'from a form', private: 'true' }),
      });
      expect(res.body).toMatchObject({ notes: 'from a form', private: true });
    });

    it('refuses other members (403) and answers 410 once the entry is deleted: the delete wins', async () => {
      const entry = await createTextEntry(server, owner.token, journal.id);
      expect(
        (
          await server.call('POST', `/api/entries/${entry.id}`, {
            token: collaborator.token,
            json: { notes: 'x' },
          })
        ).status,
      ).toBe(403);
      await server.call('DELETE', `/api/entries/${entry.id}`, { token: owner.token });
      const late = await server.call('POST', `/api/entries/${entry.id}`, {
        token: owner.token,
        json: { notes: 'too late', last_modified: server.clock.now },
      });
      expect(late.body).toEqual({ statusCode: 410, message: 'This entry was deleted.' });
    });
  });

  describe('DELETE /api/entries/{id}', () => {
    it('tombstones the entry and removes its files; the owner may delete a collaborator’s entry', async () => {
      const res = await upload(
        collaborator.token,
        {},
        { file: { bytes: await pngBytes(), type: 'image/png' } },
      );
      const countFiles = async () => (await storedMedia(server)).length;
      const before = await countFiles();
      // The journal is public, so a stranger sees the entry but may not delete it.
      expect(
        (await server.call('DELETE', `/api/entries/${res.body.id}`, { token: stranger.token }))
          .status,
      ).toBe(403);
      expect(
        (await server.call('DELETE', `/api/entries/${res.body.id}`, { token: owner.token })).status,
      ).toBe(204);
      expect(await countFiles()).toBe(before - 2);
      expect(
        (await server.call('GET', `/api/entries/${res.body.id}`, { token: owner.token })).status,
      ).toBe(404);
      expect((await server.call('GET', res.body.link)).status).toBe(404);
    });
  });

  describe('POST /api/entries/{entryId}/move/{journalId}', () => {
    it('moves an entry to another journal of its author, not into someone else’s', async () => {
      const entry = await createTextEntry(server, owner.token, journal.id);
      const other = await createJournal(server, owner.token, { title: 'Other' });
      const moved = await server.call('POST', `/api/entries/${entry.id}/move/${other.id}`, {
        token: owner.token,
      });
      expect(moved.body.journal_id).toBe(other.id);
      const strangers = await createJournal(server, stranger.token);
      expect(
        (
          await server.call('POST', `/api/entries/${entry.id}/move/${strangers.id}`, {
            token: owner.token,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await server.call('POST', `/api/entries/${entry.id}/move/${other.id}`, {
            token: collaborator.token,
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('share keys', () => {
    it('opens exactly the shared entry, even in a private journal, until a new key replaces it', async () => {
      const secret = await createJournal(server, owner.token, { private: true });
      const shared = await createTextEntry(server, owner.token, secret.id, { notes: 'shared' });
      const other = await createTextEntry(server, owner.token, secret.id, { notes: 'not shared' });
      expect(
        (
          await server.call('POST', `/api/entries/${shared.id}/generate-share-key`, {
            token: collaborator.token,
          })
        ).status,
      ).toBe(404);
      const { body } = await server.call('POST', `/api/entries/${shared.id}/generate-share-key`, {
        token: owner.token,
      });
      const opened = await server.call('GET', `/api/entries/shared/${body.share_key}`);
      expect(opened.body).toMatchObject({ id: shared.id, notes: 'shared' });
      expect(opened.body.share_key).toBeUndefined();
      expect(
        (await server.call('GET', `/api/entries/${other.id}?key=${body.share_key}`)).status,
      ).toBe(404);
      await server.call('POST', `/api/entries/${shared.id}/generate-share-key`, {
        token: owner.token,
      });
      expect((await server.call('GET', `/api/entries/shared/${body.share_key}`)).status).toBe(404);
    });
  });

  describe('the free limit', () => {
    it('answers 402 past FREE_ENTRY_LIMIT entries, and a replay of an existing entry still succeeds', async () => {
      const limited = await startTestServer({ env: { FREE_ENTRY_LIMIT: '2' } });
      try {
        const me = await limited.register('free');
        const own = await createJournal(limited, me.token);
        const first = await createTextEntry(limited, me.token, own.id);
        await createTextEntry(limited, me.token, own.id);
        const third = await limited.call('POST', '/api/entries', {
          token: me.token,
          json: { journal_id: own.id, notes: 'one too many' },
        });
        expect(third.status).toBe(402);
        expect(third.body.message).toBe(
          'You have reached the free limit of 2 entries. Upgrade to Plus to keep adding entries.',
        );
        const replay = await limited.call('POST', '/api/entries', {
          token: me.token,
          json: { id: first.id, journal_id: own.id, notes: first.notes },
        });
        expect(replay.status).toBe(200);
        const user = (await limited.call('GET', '/api/auth', { token: me.token })).body.user;
        expect([user.numberOfEntries, user.freeEntryLimit]).toEqual([2, 2]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('upload size limits', () => {
    it('stops a file past its type’s limit while it streams, and leaves nothing behind', async () => {
      const small = await startTestServer({ env: { MAX_IMAGE_BYTES: '2000' } });
      try {
        const me = await small.register('big');
        const own = await createJournal(small, me.token);
        const res = await small.call('POST', '/api/entries', {
          token: me.token,
          body: form(
            { journal_id: own.id },
            { file: { bytes: await pngBytes(400, 400), type: 'image/png' } },
          ),
        });
        expect(res.status).toBe(413);
        expect(res.body.message).toBe('The file is too large: image files may be up to 1 KB.');
        expect(readdirSync(join(small.dataDir, 'tmp'))).toEqual([]);
      } finally {
        await small.close();
      }
    });
  });
});
