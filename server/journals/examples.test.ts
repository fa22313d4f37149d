import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLog } from '../log.js';
import { examplesDir } from '../paths.js';
import { startServer } from '../server.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { EXAMPLE_JOURNALS } from '../examples/journals.js';
import { seedExamples } from './examples.js';
import { storedMedia } from '../reliability/upload-helpers.js';

const DAY = 24 * 60 * 60 * 1000;

/** Every file under a folder, recursively. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(join(dir, name)).isFile(),
  );
}

async function rowCounts(server: TestServer) {
  const { db, t } = server.deps.database.read;
  const of = async (
    table: typeof t.journals | typeof t.entries | typeof t.media | typeof t.users,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await of(t.users),
    journals: await of(t.journals),
    entries: await of(t.entries),
    media: await of(t.media),
  };
}

interface ShownEntry {
  id: string;
  type: string;
  link: string | null;
  preview_link: string | null;
  pcm: number[] | null;
  created_at: string;
}

describe(`example journals (${testDialect})`, () => {
  describe('seedExamples', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    const entriesOf = async (journalId: string): Promise<ShownEntry[]> =>
      (await server.call('GET', `/api/journals/${journalId}/entries?limit=100`)).body.entries;
    const allExampleEntries = async (): Promise<ShownEntry[]> => {
      const journals = (await server.call('GET', '/api/journals/examples')).body.journals;
      return (await Promise.all(journals.map((j: { id: string }) => entriesOf(j.id)))).flat();
    };

    it('creates public example journals that GET /api/journals/examples lists in order', async () => {
      expect(await seedExamples(server.deps)).toBe(true);
      const res = await server.call('GET', '/api/journals/examples');
      expect(res.status).toBe(200);
      expect(res.body.journals.map((j: { title: string }) => j.title)).toEqual(
        EXAMPLE_JOURNALS.map((j) => j.title),
      );
      for (const journal of res.body.journals)
        expect(journal).toMatchObject({
          private: false,
          hidden: false,
          user: { ritual_user: 'ritual' },
        });
    });

    it('stores real pictures whose links serve them with their type, previews included', async () => {
      const [sketch] = (await server.call('GET', '/api/journals/examples')).body.journals;
      const images = (await entriesOf(sketch.id)).filter((entry) => entry.type === 'image');
      expect(images.length).toBeGreaterThanOrEqual(3);
      const original = await server.call('GET', images[0]!.link!);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/png');
      const previews = await server.call('GET', `/api/journals/${sketch.id}/previews`);
      expect(previews.body.previews).toHaveLength(images.length);
      const preview = await server.call('GET', previews.body.previews[0].preview_link);
      expect(preview.headers.get('content-type')).toBe('image/webp');
    });

    it('stores an audio entry with its waveform and serves the sound as WAV', async () => {
      const entries = await allExampleEntries();
      const audio = entries.filter((entry) => entry.type === 'audio');
      expect(audio).toHaveLength(1);
      const pcm = audio[0]!.pcm!;
      expect(pcm.length).toBeGreaterThan(100);
      expect(pcm.every((value) => value >= -1 && value <= 1)).toBe(true);
      expect(Math.max(...pcm)).toBeGreaterThan(0.2);
      const sound = await server.call('GET', audio[0]!.link!);
      expect(sound.status).toBe(200);
      expect(sound.headers.get('content-type')).toBe('audio/wav');
    });

    it('dates the entries over the past days, none in the future', async () => {
      const entries = await allExampleEntries();
      const times = entries.map((entry) => Date.parse(entry.created_at));
      expect(times.every((time) => time < server.clock.now)).toBe(true);
      const days = new Set(times.map((time) => Math.floor((server.clock.now - time) / DAY)));
      expect(days.size).toBeGreaterThanOrEqual(5);
    });

    it('shows the examples in the activity feed, to a visitor, at the times they are dated', async () => {
      const res = await server.call('GET', '/api/activity?limit=100');
      expect(res.status).toBe(200);
      const lines: { type: string; entry_id: string | null; created_at: string }[] =
        res.body.activity;
      const entries = await allExampleEntries();
      expect(lines.filter((line) => line.type === 'journal-created')).toHaveLength(
        EXAMPLE_JOURNALS.length,
      );
      const entryLines = lines.filter((line) => line.type === 'entry-created');
      expect(entryLines.map((line) => line.entry_id).sort()).toEqual(
        entries.map((entry) => entry.id).sort(),
      );
      const atOf = new Map(entries.map((entry) => [entry.id, entry.created_at]));
      for (const line of entryLines) expect(line.created_at).toBe(atOf.get(line.entry_id!));
      // Newest first, as a feed reads.
      const times = lines.map((line) => Date.parse(line.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('creates nothing the second time', async () => {
      const before = await rowCounts(server);
      expect(await seedExamples(server.deps)).toBe(false);
      expect(await rowCounts(server)).toEqual(before);
    });

    it('owns the examples by an account no one can sign in to or register', async () => {
      const login = await server.call('POST', '/api/auth/login', {
        json: { login: 'ritual', password: '!' },
      });
      expect(login.status).toBe(401);
      const register = await server.call('POST', '/api/auth/register', {
        json: {
          username: 'Ritual',
          email: 'someone@example.test',
          password: 'long enough password',
        },
      });
      expect(register.status).toBe(400);
    });

    it('does not count the examples against anyone’s free limit', async () => {
      const visitor = await server.register('reader');
      const me = await server.call('GET', '/api/auth', { token: visitor.token });
      expect(me.body.user.numberOfEntries).toBe(0);
      const { db, t } = server.deps.database.read;
      const authors = await db.selectDistinct({ userId: t.entries.userId }).from(t.entries);
      const [owner] = await db.select().from(t.users).where(eq(t.users.usernameKey, 'ritual'));
      expect(authors).toEqual([{ userId: owner!.id }]);
    });
  });

  describe('seedExamples, several processes at once', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('creates the examples once and leaves no stray files', async () => {
      const results = await Promise.all([seedExamples(server.deps), seedExamples(server.deps)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const counts = await rowCounts(server);
      expect(counts.journals).toBe(EXAMPLE_JOURNALS.length);
      expect(await storedMedia(server)).toHaveLength(counts.media);
      expect(filesIn(join(server.dataDir, 'tmp'))).toEqual([]);
    });
  });

  describe('startServer', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    const start = async () => {
      const log = memoryLog();
      const running = await startServer({ ...server.deps.config, port: 0 }, log);
      await running.close();
      return log;
    };

    it('logs a failure to create the examples and serves on without them', async () => {
      const now = server.clock.now;
      await server.deps.database.transaction(({ db, t }) =>
        db.insert(t.users).values({
          id: uuidv7(),
          username: 'ritual',
          usernameKey: 'ritual',
          email: 'squatter@example.test',
          passwordHash: '!',
          createdAt: now,
          lastModified: now,
        }),
      );
      const log = memoryLog();
      const running = await startServer({ ...server.deps.config, port: 0 }, log);
      try {
        const res = await fetch(`${running.url}/api/journals/examples`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ journals: [] });
      } finally {
        await running.close();
      }
      expect(log.lines.join('\n')).toMatch(/error could not create the example journals/);
    });

    it('creates the examples on the first start only', async () => {
      await server.deps.database.transaction(({ db, t }) =>
        db.delete(t.users).where(eq(t.users.usernameKey, 'ritual')),
      );
      expect((await start()).lines.join('\n')).toMatch(/created the example journals/);
      const first = await rowCounts(server);
      expect(first.journals).toBe(EXAMPLE_JOURNALS.length);
      expect((await start()).lines.join('\n')).not.toMatch(/example journals/);
      expect(await rowCounts(server)).toEqual(first);
    });
  });

  it('keeps the bundled media small', () => {
    const total = filesIn(examplesDir).reduce(
      (sum, name) => sum + statSync(join(examplesDir, name)).size,
      0,
    );
    expect(total).toBeLessThan(400 * 1024);
  });
});
