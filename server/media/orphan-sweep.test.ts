import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJournal, form, pngBytes } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { testMediaStore } from '../test/s3-stand-in.js';
import { sweepInProcesses } from '../test/sweep-process.js';
import { startMaintenance } from '../maintenance.js';
import { ORPHAN_GRACE_MS, STAGED_GRACE_MS, sweepOrphanMedia } from './orphan-sweep.js';

const MINUTE = 60_000;

describe(`the orphan media sweep (${testDialect}, ${testMediaStore} media)`, () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  const mediaFile = (dataDir: string, name: string) => join(dataDir, 'media', name);
  const stored = async (name: string) => (await server.deps.mediaFiles.stat(name)) !== undefined;
  const present = async (names: readonly string[]) => {
    const found = await Promise.all(names.map(stored));
    return names.filter((_, i) => found[i]);
  };

  /** Sets a file's times as if written `ago` ms before the server's clock says it is now. */
  const writtenAgo = (path: string, ago: number) => {
    const at = (server.clock.now - ago) / 1000;
    utimesSync(path, at, at);
  };

  /** The files of the media rows that match, whether tombstoned or not. */
  const filesOf = async (where: 'entry' | 'user', id: string) => {
    const { db, t } = server.deps.database.read;
    const rows = await db
      .select({ name: t.media.storageName })
      .from(t.media)
      .where(eq(where === 'entry' ? t.media.entryId : t.media.userId, id));
    return rows.map((row) => row.name).sort();
  };

  async function photoEntry(token: string, journalId: string): Promise<string> {
    const id = uuidv7();
    const res = await server.call('POST', '/api/entries', {
      token,
      body: form(
        { id, journal_id: journalId },
        { file: { bytes: await pngBytes(), type: 'image/png', name: 'dawn.png' } },
      ),
    });
    expect(res.status, res.text).toBe(201);
    return id;
  }

  /** A stored file that no row names, written now: an upload whose transaction never committed. */
  async function strayFile(): Promise<string> {
    const name = `ab/${uuidv7()}`;
    const made = join(server.dataDir, `stray-${uuidv7()}`);
    writeFileSync(made, 'half an upload');
    await server.deps.mediaFiles.put(name, made, 'application/octet-stream');
    return name;
  }

  /**
   * A stray file written `ago` ms before the server's clock says it is now: aged on disk, so only
   * where the store is DATA_DIR/media.
   */
  async function agedStrayFile(ago: number): Promise<string> {
    const name = await strayFile();
    writtenAgo(mediaFile(server.dataDir, name), ago);
    return name;
  }

  /**
   * A user with what is live (a photo entry, an avatar, a journal icon) and what a crash left:
   * an entry deleted whose files were never removed, an entry whose row went without its media
   * rows, an upload never recorded.
   */
  async function world() {
    const me = await server.register('sweep');
    const journal = await createJournal(server, me.token);
    const live = await photoEntry(me.token, journal.id);
    const avatar = await server.call('POST', '/api/users/avatar', {
      token: me.token,
      body: form({}, { file: { bytes: await pngBytes(300, 200), type: 'image/png' } }),
    });
    expect(avatar.status, avatar.text).toBe(200);
    const icon = await server.call('POST', `/api/journals/${journal.id}/icon`, {
      token: me.token,
      body: form({}, { file: { bytes: await pngBytes(600, 400), type: 'image/png' } }),
    });
    expect(icon.status, icon.text).toBe(200);

    // deleteEntry's transaction committed, then the process died before removing the files.
    const deleted = await photoEntry(me.token, journal.id);
    await server.deps.database.transaction(async ({ db, t }) => {
      const now = server.clock.now;
      await db.update(t.entries).set({ deletedAt: now }).where(eq(t.entries.id, deleted));
      await db.update(t.media).set({ deletedAt: now }).where(eq(t.media.entryId, deleted));
    });
    // The entry's row was deleted by hand, its media rows left live.
    const ownerless = await photoEntry(me.token, journal.id);
    await server.deps.database.transaction(({ db, t }) =>
      db.delete(t.entries).where(eq(t.entries.id, ownerless)),
    );
    const orphans = [
      ...(await filesOf('entry', deleted)),
      ...(await filesOf('entry', ownerless)),
      await strayFile(),
    ];
    const kept = (await filesOf('user', me.user.id)).filter((name) => !orphans.includes(name));
    return { me, journalId: journal.id, live, orphans, kept };
  }

  it('removes files nothing uses once older than the grace period, never before', async () => {
    const { me, live, orphans, kept } = await world();
    // the live photo and its preview, the avatar, the icon
    expect(kept).toHaveLength(4);
    expect(orphans).toHaveLength(5);
    expect(await present([...orphans, ...kept])).toHaveLength(9);

    const early = await sweepOrphanMedia(server.deps);
    // The rows whose entry is gone are tombstoned at once, freeing the user's storage…
    expect([early.files, early.rows]).toEqual([0, 2]);
    server.clock.advance(ORPHAN_GRACE_MS - MINUTE);
    expect((await sweepOrphanMedia(server.deps)).files).toBe(0);
    // …but no file goes before the grace period has passed.
    expect(await present(orphans)).toEqual(orphans);

    server.clock.advance(2 * MINUTE);
    const late = await sweepOrphanMedia(server.deps);
    expect([late.files, late.rows]).toEqual([5, 0]);
    expect(await present(orphans)).toEqual([]);
    expect(await present(kept)).toEqual(kept);
    expect((await sweepOrphanMedia(server.deps)).files).toBe(0);

    // What is live still works: the entry's photo is served, the user and journal keep theirs.
    const entry = await server.call('GET', `/api/entries/${live}`, { token: me.token });
    expect(entry.status, entry.text).toBe(200);
    expect((await server.app.request(entry.body.link)).status).toBe(200);
    const { db, t } = server.deps.database.read;
    const liveRows = await db
      .select({ name: t.media.storageName })
      .from(t.media)
      .where(and(eq(t.media.userId, me.user.id), isNull(t.media.deletedAt)));
    expect(liveRows.map((row) => row.name).sort()).toEqual([...kept].sort());
  });

  // Two files of different ages at one moment: aged on disk, which a bucket's LastModified (the
  // real time of the write) cannot be; the clock-driven tests above and below run on both stores.
  it.skipIf(testMediaStore === 's3')(
    'keeps an upload in progress: a young file with no row yet',
    async () => {
      server.clock.advance(3 * ORPHAN_GRACE_MS);
      const arriving = await agedStrayFile(0);
      const stalled = await agedStrayFile(ORPHAN_GRACE_MS - MINUTE);
      await sweepOrphanMedia(server.deps);
      expect(await present([arriving, stalled])).toEqual([arriving, stalled]);
      server.clock.advance(2 * MINUTE);
      // Its row never came: now it goes, and the other one, still young, stays.
      expect((await sweepOrphanMedia(server.deps)).files).toBe(1);
      expect(await present([arriving, stalled])).toEqual([arriving]);
    },
  );

  it('removes staged uploads a crash left in DATA_DIR/tmp after a day', async () => {
    const tmp = join(server.dataDir, 'tmp');
    mkdirSync(tmp, { recursive: true });
    const left = join(tmp, uuidv7());
    const arriving = join(tmp, uuidv7());
    writeFileSync(left, 'a');
    writeFileSync(arriving, 'b');
    writtenAgo(left, STAGED_GRACE_MS + MINUTE);
    writtenAgo(arriving, STAGED_GRACE_MS - MINUTE);
    expect((await sweepOrphanMedia(server.deps)).staged).toBe(1);
    expect([existsSync(left), existsSync(arriving)]).toEqual([false, true]);
  });

  it('looks at a bounded number of files per sweep and goes on where it stopped', async () => {
    const names: string[] = [];
    for (let i = 0; i < 7; i += 1) names.push(await strayFile());
    names.sort();
    server.clock.advance(2 * ORPHAN_GRACE_MS);
    const first = await sweepOrphanMedia(server.deps, { maxFiles: 3 });
    expect(first.files).toBe(3);
    expect(first.cursor.file).toBe(names[2]);
    expect(await present(names)).toEqual(names.slice(3));
    const second = await sweepOrphanMedia(server.deps, { maxFiles: 3, cursor: first.cursor });
    const third = await sweepOrphanMedia(server.deps, { maxFiles: 3, cursor: second.cursor });
    expect([second.files, third.files, third.cursor.file]).toEqual([3, 1, undefined]);
    expect(await present(names)).toEqual([]);
  });

  it('runs with the hourly maintenance', async () => {
    const left = await strayFile();
    server.clock.advance(2 * ORPHAN_GRACE_MS);
    const stop = startMaintenance(server.deps);
    try {
      await vi.waitFor(async () => expect(await stored(left)).toBe(false));
    } finally {
      stop();
    }
    await vi.waitFor(() => expect(server.log.lines.join('\n')).toContain('swept orphan media'));
  });

  // The processes sweep on the real clock, so the files are aged on disk (see above).
  it.skipIf(testMediaStore === 's3')(
    'with two processes sweeping at once, removes each orphan once and nothing live',
    { timeout: 120_000 },
    async () => {
      const { orphans, kept } = await world();
      // Enough of them that the two sweeps overlap, racing for the same files.
      for (let i = 0; i < 400; i += 1) orphans.push(await strayFile());
      const young = await strayFile();
      // The processes run on the real clock: everything but the young file was written long ago.
      for (const name of [...orphans, ...kept])
        writtenAgo(mediaFile(server.dataDir, name), 2 * ORPHAN_GRACE_MS);
      const results = await sweepInProcesses(2, {
        dataDir: server.dataDir,
        databaseUrl: server.deps.config.databaseUrl,
      });
      const total = (count: 'files' | 'rows') =>
        results.reduce((sum, result) => sum + result[count], 0);
      // Each file and row counted by the one process that removed or tombstoned it.
      expect([total('files'), total('rows')]).toEqual([orphans.length, 2]);
      expect(await present(orphans)).toEqual([]);
      expect(await present([...kept, young])).toEqual([...kept, young]);
    },
  );
});
