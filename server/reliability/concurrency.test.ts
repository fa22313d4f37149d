import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournal, createTextEntry, form, pngBytes } from '../test/fixtures.js';
import {
  startTestServer,
  testDialect,
  type CallOptions,
  type TestResponse,
  type TestServer,
} from '../test/harness.js';
import { filesUnder, storedMedia } from './upload-helpers.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const AT_ONCE = 10;
const STILL_RUNNING = {
  statusCode: 409,
  message: 'A request with this Idempotency-Key is still being processed.',
};

/** One kind of write: how to send it, and how many records of its kind exist. */
interface Write {
  path: string;
  options: () => CallOptions;
  records: () => Promise<number>;
}

describe(`the same write sent many times at once (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let friend: Account;
  let journalId: string;
  let entryId: string;
  let png: Buffer;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    [me, friend] = await Promise.all([server.register('burst'), server.register('friend')]);
    journalId = (await createJournal(server, me.token)).id;
    entryId = (await createTextEntry(server, me.token, journalId)).id;
    png = await pngBytes(64, 48);
  });
  afterAll(() => server.close());

  const rows = (table: 'entries' | 'journals' | 'comments', column: 'userId') => async () => {
    const { db, t } = server.deps.database.read;
    const [row] = await db
      .select({ n: count() })
      .from(t[table])
      .where(eq(t[table][column], me.user.id));
    return Number(row!.n);
  };
  const messages = async () => {
    const { db, t } = server.deps.database.read;
    const [row] = await db
      .select({ n: count() })
      .from(t.chatMessages)
      .where(eq(t.chatMessages.senderId, me.user.id));
    return Number(row!.n);
  };

  /** Each write; with `withIds`, each carries a record id of its own as the client's. */
  const writes = (withIds: boolean): Record<string, Write> => {
    const ids = withIds ? Array.from({ length: 5 }, () => ({ id: uuidv7() })) : [];
    const [entry, photo, journal, comment, message] = ids;
    return {
      'POST /entries (JSON)': {
        path: '/api/entries',
        options: () => ({ json: { ...entry, journal_id: journalId, notes: 'burst' } }),
        records: rows('entries', 'userId'),
      },
      'POST /entries (multipart)': {
        path: '/api/entries',
        options: () => ({
          body: form(
            { ...photo, journal_id: journalId, notes: 'photo' },
            { file: { bytes: png, type: 'image/png', name: 'burst.png' } },
          ),
        }),
        records: rows('entries', 'userId'),
      },
      'POST /journals': {
        path: '/api/journals',
        options: () => ({ json: { ...journal, title: 'Burst' } }),
        records: rows('journals', 'userId'),
      },
      'POST /comments': {
        path: '/api/comments',
        options: () => ({ json: { ...comment, entry_id: entryId, value: 'again and again' } }),
        records: rows('comments', 'userId'),
      },
      'POST /chat-messages': {
        path: '/api/chat-messages',
        options: () => ({ json: { ...message, recipient: friend.user.id, value: 'hello?' } }),
        records: messages,
      },
    };
  };

  /** Sends the write AT_ONCE times together; returns the answers and how many records it made. */
  async function burst(write: Write, headers: Record<string, string> = {}) {
    const before = await write.records();
    const mediaBefore = (await storedMedia(server)).length;
    const send = () =>
      server.call('POST', write.path, {
        token: me.token,
        ...write.options(),
        headers,
      });
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, send));
    expect(answers.filter((a) => a.status >= 500).map((a) => a.text)).toEqual([]);
    // A photo is kept with its preview: two files, however many copies arrived.
    const isPhoto = write.options().body instanceof FormData;
    expect((await storedMedia(server)).length - mediaBefore).toBe(isPhoto ? 2 : 0);
    expect(filesUnder(server.dataDir, 'tmp')).toEqual([]);
    const after = await write.records();
    return { answers, made: after - before, after, send };
  }
  const replayed = (a: TestResponse) => a.headers.get('idempotent-replayed') === 'true';

  for (const [name, write] of Object.entries(writes(false))) {
    it(`${name}: one Idempotency-Key ten times at once takes effect once`, async () => {
      const key = uuidv7();
      const { answers, made, after, send } = await burst(write, { [IDEMPOTENCY_HEADER]: key });
      expect(made).toBe(1);
      const first = answers.filter((a) => a.status === 201 && !replayed(a));
      expect(first).toHaveLength(1);
      for (const answer of answers) {
        if (answer.status === 201) {
          expect(answer.body).toEqual(first[0]!.body);
        } else {
          expect([answer.status, answer.body]).toEqual([409, STILL_RUNNING]);
          expect(answer.headers.get('retry-after')).toBe('1');
        }
      }
      const later = await send();
      expect([later.status, replayed(later)]).toEqual([201, true]);
      expect(later.body).toEqual(first[0]!.body);
      expect(await write.records()).toBe(after);
    });
  }

  // The id a client made offline guards on its own, when no key is sent (or a new one each time).
  for (const [name, write] of Object.entries(writes(true))) {
    it(`${name}: one record id ten times at once makes one record`, async () => {
      const { answers, made } = await burst(write);
      expect(made).toBe(1);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    });
  }
});
