import { inflateRawSync } from 'node:zlib';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournal, form, pngBytes } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

/**
 * The files of a zip, read from its central directory (the end of the file says where it is),
 * each inflated or stored as its entry says.
 */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

describe(`GET /api/users/export (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let friend: Account;
  let photo: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    [me, friend, photo] = await Promise.all([
      server.register('exporter'),
      server.register('friend'),
      pngBytes(64, 48),
    ]);
  });
  afterAll(() => server.close());

  it('asks a visitor to sign in', async () => {
    expect((await server.call('GET', '/api/users/export')).status).toBe(401);
  });

  it('streams a zip of the user’s own records and media files, named after them and the day', async () => {
    const journal = await createJournal(server, me.token, { title: 'Pottery' });
    const theirs = await createJournal(server, friend.token, { title: 'Not mine' });
    const withPhoto = await server.call('POST', '/api/entries', {
      token: me.token,
      body: form(
        { journal_id: journal.id, notes: 'First bowl' },
        { file: { bytes: photo, type: 'image/png', name: 'bowl.png' } },
      ),
    });
    expect(withPhoto.status).toBe(201);
    const friendsEntry = await server.call('POST', '/api/entries', {
      token: friend.token,
      json: { id: uuidv7(), journal_id: theirs.id, notes: 'A friend’s entry' },
    });
    expect(friendsEntry.status).toBe(201);
    const comment = await server.call('POST', '/api/comments', {
      token: me.token,
      json: { id: uuidv7(), entry_id: friendsEntry.body.id, value: 'Nice glaze' },
    });
    expect(comment.status).toBe(201);
    await server.call('POST', '/api/comments', {
      token: friend.token,
      json: { id: uuidv7(), entry_id: withPhoto.body.id, value: 'Not my words to export' },
    });
    const bookmark = await server.call('POST', '/api/bookmarks', {
      token: me.token,
      json: { id: uuidv7(), entry_id: friendsEntry.body.id },
    });
    expect(bookmark.status).toBe(201);
    for (const [from, to, value] of [
      [me, friend, 'Sent by me'],
      [friend, me, 'Sent to me'],
    ] as const) {
      const sent = await server.call('POST', '/api/chat-messages', {
        token: from.token,
        json: { value, recipient: to.user.id },
      });
      expect(sent.status).toBe(201);
    }

    const response = await server.app.request('/api/users/export', {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const day = new Date(server.clock.now).toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ritual-export-${me.user.ritual_user}-${day}.zip"`,
    );
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    const read = (name: string) => JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

    expect(read('user.json')).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(read('journals.json')).toEqual([
      expect.objectContaining({ id: journal.id, title: 'Pottery' }),
    ]);
    const entries = read('entries.json') as { id: string; notes: string; file: { id: string } }[];
    expect(entries.map((entry) => entry.notes)).toEqual(['First bowl']);
    expect(read('comments.json')).toEqual([
      expect.objectContaining({ id: comment.body.id, value: 'Nice glaze' }),
    ]);
    expect(read('bookmarks.json')).toEqual([
      expect.objectContaining({ entry_id: friendsEntry.body.id }),
    ]);
    expect((read('chat-messages.json') as { value: string }[]).map((m) => m.value)).toEqual([
      'Sent by me',
      'Sent to me',
    ]);

    // The photo as it was uploaded, byte for byte, where media.json says it is.
    const fileId = entries[0]!.file.id;
    const index = read('media.json') as { id: string; file: string; purpose: string }[];
    const original = index.find((media) => media.id === fileId);
    expect(original).toMatchObject({ file: `media/${fileId}.png`, purpose: 'entry' });
    expect(files.get(original!.file)?.equals(photo)).toBe(true);
    // Its preview is the user's too; nothing of the friend's is in the zip.
    expect(index.map((media) => media.purpose).sort()).toEqual(['entry', 'preview']);
    expect([...files.keys()].filter((name) => name.startsWith('media/'))).toHaveLength(2);
    expect(JSON.stringify([...files.values()].map(String))).not.toContain('A friend’s entry');
    expect(JSON.stringify(read('comments.json'))).not.toContain('Not my words');
  });

  it('names the day in the user’s timezone', async () => {
    const east = await server.register('east');
    // At noon UTC it is already 2 o'clock the next morning in Kiritimati (UTC+14).
    const DAY = 86_400_000;
    server.clock.advance(DAY - ((server.clock.now - DAY / 2) % DAY));
    const utcDay = new Date(server.clock.now).toISOString().slice(0, 10);
    const day = new Date(server.clock.now + DAY).toISOString().slice(0, 10);
    expect(day).not.toBe(utcDay);
    await server.call('POST', '/api/users', {
      token: east.token,
      json: { timezone: 'Pacific/Kiritimati' },
    });
    const response = await server.app.request('/api/users/export', {
      headers: { authorization: `Bearer ${east.token}` },
    });
    expect(response.headers.get('content-disposition')).toContain(
      `ritual-export-${east.user.ritual_user}-${day}.zip`,
    );
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual([
      'bookmarks.json',
      'chat-messages.json',
      'comments.json',
      'entries.json',
      'journals.json',
      'media.json',
      'user.json',
    ]);
  });
});
