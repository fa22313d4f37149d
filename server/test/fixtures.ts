import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { recordJournalGranted, recordJournalRevoked } from '../sync/sync-grants.js';
import type { TestServer } from './harness.js';

/** Real image bytes, made by the same library the server decodes them with. */
export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
}

/** The first bytes of formats the server must tell apart by content, not by name. */
export const bytes = {
  /** RIFF/WAVE header and a little silence */
  wav: () => {
    const data = Buffer.alloc(400);
    const header = Buffer.alloc(44);
    header.write('RIFF', 0);
    header.writeUInt32LE(36 + data.length, 4);
    header.write('WAVEfmt ', 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(8000, 24);
    header.writeUInt32LE(16000, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36);
    header.writeUInt32LE(data.length, 40);
    return Buffer.concat([header, data]);
  },
  /** an ID3v2 tag, then MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) */
  mp3: () => {
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    return Buffer.concat([
      Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'),
      frame,
      frame,
      frame,
    ]);
  },
  /** an ISO-BMFF 'ftyp' box with the isom brand: an MP4 video */
  mp4: () =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\x00\x00\x02\x00isomiso2', 'latin1'),
      Buffer.alloc(600),
    ]),
  /** a Windows executable's MZ header */
  exe: () =>
    Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(600),
    ]),
  text: () => Buffer.from('just some words, not a picture at all\n'.repeat(20)),
};

export function form(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; type: string; name?: string }> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    body.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name ?? `${name}.bin`,
    );
  }
  return body;
}

/**
 * A journal made through the API, public unless `fields` says otherwise: most suites read it as
 * a visitor or a stranger. What a journal made without a choice is, journals.test.ts asserts.
 */
export async function createJournal(
  server: TestServer,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; slug: string; [key: string]: unknown }> {
  const res = await server.call('POST', '/api/journals', {
    token,
    json: { id: uuidv7(), title: 'Morning pages', private: false, ...fields },
  });
  if (res.status !== 201) throw new Error(`journal: ${res.status} ${res.text}`);
  return res.body;
}

export async function createTextEntry(
  server: TestServer,
  token: string,
  journalId: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; [key: string]: unknown }> {
  const res = await server.call('POST', '/api/entries', {
    token,
    json: { id: uuidv7(), journal_id: journalId, notes: 'Sat for ten minutes.', ...fields },
  });
  if (res.status !== 201) throw new Error(`entry: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * Makes a user a collaborator directly in the database, as an accepted invitation does (the
 * invitation routes belong to the social half of the API).
 */
export async function addCollaborator(
  server: TestServer,
  journalId: string,
  userId: string,
): Promise<void> {
  await server.deps.database.transaction(async (tx) => {
    await tx.db
      .insert(tx.t.collaborators)
      .values({ journalId, userId, createdAt: server.clock.now });
    await recordJournalGranted(tx, journalId, userId);
  });
}

/** The reverse, as removing a collaborator does. */
export async function removeCollaborator(
  server: TestServer,
  journalId: string,
  userId: string,
): Promise<void> {
  await server.deps.database.transaction(async (tx) => {
    await tx.db
      .delete(tx.t.collaborators)
      .where(
        and(eq(tx.t.collaborators.journalId, journalId), eq(tx.t.collaborators.userId, userId)),
      );
    await recordJournalRevoked(tx, journalId, userId);
  });
}

/** Gives an account the admin role, as `npm run admin -- grant <username>` does. */
export async function makeAdmin(server: TestServer, userId: string): Promise<void> {
  await server.deps.database.transaction(({ db, t }) =>
    db.update(t.users).set({ role: 'admin' }).where(eq(t.users.id, userId)),
  );
}
