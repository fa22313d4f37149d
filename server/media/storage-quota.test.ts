import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, filesUnder, part, endlessBody, postRaw } from '../reliability/upload-helpers.js';
import { bytes, createJournal, form } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const KB = 1024;
const MB = 1024 * KB;
/** A small quota, so a body past it is quick to send. */
const QUOTA = { STORAGE_QUOTA_FREE: String(MB), STORAGE_QUOTA_PLUS: String(4 * MB) };

/** A video of about `size` bytes: an MP4 header the server recognises, then padding. */
const video = (size: number) =>
  Buffer.concat([bytes.mp4(), Buffer.alloc(size - bytes.mp4().length)]);

describe(`storage quota (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: QUOTA });
  });
  afterAll(() => server.close());

  async function account(name: string) {
    const me = await server.register(name);
    const journal = await createJournal(server, me.token, { private: true });
    return { me, journalId: journal.id };
  }

  const upload = (me: Account, journalId: string, file: Buffer) =>
    server.call('POST', '/api/entries', {
      token: me.token,
      body: form(
        { id: uuidv7(), journal_id: journalId },
        { file: { bytes: file, type: 'video/mp4' } },
      ),
    });

  const storage = async (me: Account) => {
    const res = await server.call('GET', '/api/users/me/storage', { token: me.token });
    expect(res.status).toBe(200);
    return res.body as { usedBytes: number; quotaBytes: number };
  };

  it('reports the bytes of the files kept against the plan’s quota', async () => {
    const { me, journalId } = await account('quotause');
    expect(await storage(me)).toEqual({ usedBytes: 0, quotaBytes: MB });
    const first = await upload(me, journalId, video(300 * KB));
    const second = await upload(me, journalId, video(200 * KB));
    expect(await storage(me)).toEqual({ usedBytes: 500 * KB, quotaBytes: MB });

    await server.call('DELETE', `/api/entries/${first.body.id}`, { token: me.token });
    expect((await storage(me)).usedBytes).toBe(200 * KB);
    expect(second.status).toBe(201);

    await server.deps.database.transaction(({ db, t }) =>
      db.update(t.users).set({ plus: true }).where(eq(t.users.id, me.user.id)),
    );
    expect(await storage(me)).toEqual({ usedBytes: 200 * KB, quotaBytes: 4 * MB });
    expect((await server.call('GET', '/api/users/me/storage')).status).toBe(401);
  });

  it('refuses an upload past the quota with 413 in plain words, keeping every earlier entry', async () => {
    const { me, journalId } = await account('quotafull');
    const kept = await upload(me, journalId, video(600 * KB));
    expect(kept.status).toBe(201);
    const media = filesUnder(server.dataDir, 'media');

    const refused = await upload(me, journalId, video(600 * KB));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      statusCode: 413,
      message:
        'This upload would take you past your storage of 1 MB: you keep 600 KB of files already. ' +
        'Delete entries with files you no longer need, or upgrade to Plus for more room, then try again.',
    });

    expect(filesUnder(server.dataDir, 'media')).toEqual(media);
    expect(filesUnder(server.dataDir, 'tmp')).toEqual([]);
    expect((await server.app.request(kept.body.link)).status).toBe(200);
    const again = await server.call('GET', `/api/entries/${kept.body.id}`, { token: me.token });
    expect(again.body.file.size).toBe(600 * KB);
    expect((await storage(me)).usedBytes).toBe(600 * KB);
    // A text entry takes no room: still welcome.
    const text = await server.call('POST', '/api/entries', {
      token: me.token,
      json: { journal_id: journalId, notes: 'No file today.' },
    });
    expect(text.status).toBe(201);
  });

  it('stops a file that would not fit while it streams, without waiting for its end', async () => {
    const { me, journalId } = await account('quotastream');
    const head = Buffer.concat([
      field('journal_id', journalId),
      part('name="file"; filename="long.mp4"', '', 'video/mp4').subarray(0, -2),
      bytes.mp4(),
    ]);
    const endless = endlessBody(head);
    const res = await postRaw(server, '/api/entries', me.token, endless.stream);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^This upload would take you past your storage of 1 MB/);
    // Stopped near the quota, not at the 1 GB a video may otherwise be.
    expect(endless.pulled()).toBeLessThan(3 * MB);
    expect(filesUnder(server.dataDir, 'tmp')).toEqual([]);
  });

  it('lets only what fits through when two uploads arrive at once', async () => {
    const { me, journalId } = await account('quotarace');
    const answers = await Promise.all([
      upload(me, journalId, video(600 * KB)),
      upload(me, journalId, video(600 * KB)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 413]);
    expect((await storage(me)).usedBytes).toBe(600 * KB);
  });
});
