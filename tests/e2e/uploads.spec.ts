import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { userWithJournal } from '../support/api.js';
import { removeDataDir, startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { rawUpload } from '../support/raw-upload.js';

let running: BuiltServer | undefined;
afterEach(async () => {
  if (!running) return;
  await running.stop();
  removeDataDir(running.dataDir);
  running = undefined;
});

describe('uploads over a real socket', () => {
  it('refuses an endless upload with a readable 413 once it passes the limit', async () => {
    running = await startBuiltServer({ env: { MAX_IMAGE_BYTES: '65536' } });
    const { token, journalId } = await userWithJournal(running.url);
    const upload = rawUpload(
      `${running.url}/api/entries`,
      token,
      { journal_id: journalId },
      { type: 'image/png', name: 'huge.png' },
    );
    let sent = 0;
    let answered = false;
    void upload.answer.then(() => (answered = true));
    // Keeps sending until the server answers; the server must not wait for an end that never comes.
    while (!answered && sent < 16 * 1024 * 1024) {
      await upload.send(Buffer.alloc(16 * 1024, 7));
      sent += 16 * 1024;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const answer = await upload.answer;
    upload.abort();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 413,
      message: 'The file is too large: image files may be up to 64 KB.',
    });
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('lets an upload in flight finish when the server is told to stop (SIGTERM)', async () => {
    running = await startBuiltServer();
    const { token, journalId } = await userWithJournal(running.url);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c04020' },
    })
      .png()
      .toBuffer();
    const upload = rawUpload(
      `${running.url}/api/entries`,
      token,
      { journal_id: journalId, notes: 'mid-flight' },
      { type: 'image/png', name: 'a.png' },
    );
    await upload.send(png.subarray(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopping = running.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await upload.send(png.subarray(100));
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'image', notes: 'mid-flight' });
    expect(await stopping).toEqual({ code: 0, signal: null });
    expect(running.output()).toContain('SIGTERM');
  });
});
