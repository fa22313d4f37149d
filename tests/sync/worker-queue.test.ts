import { describe, expect, it } from 'vitest';
import { BATCH_LIMIT, type BatchAnswer, type BatchBody } from '../../contract/batch';
import {
  waitsForLater,
  type LegacyMutation,
  type Mutation,
  type StoredMutation,
} from '../../contract/outbox';
import { EXPIRED_MESSAGE, QUEUE_RETENTION_MS, type QueueNews } from '../../contract/mutation-queue';
import type { ActionContext } from '../../src/data/actions/context';
import {
  editEntry,
  newMediaEntry,
  newTextEntry,
  removeEntry,
} from '../../src/data/actions/entries';
import { newJournal } from '../../src/data/actions/journals';
import { requestOfMutation } from '../../local-store/mutation-request';
import { createDirectTransport } from '../../src/data/sync/direct-transport';
import { createSyncEngine } from '../../src/data/sync/engine';
import type { QueueAnswer, SyncSignal } from '../../src/data/sync/types';
import { createMutationQueue, type QueueEntry, type RequestStore } from '../../sw/mutation-queue';
import { FIRST_BATCH } from '../../sw/queue-replay';
import { freshStore } from '../../local-store/fake-store';
import { aPerson } from '../../src/test/people';

const user = aPerson('ada');

/** workbox-background-sync's Queue as an array: stored requests keep their bodies. */
function arrayStore(): RequestStore & { entries: QueueEntry[] } {
  const entries: QueueEntry[] = [];
  const copy = (entry: QueueEntry) => ({ ...entry, request: entry.request.clone() });
  return {
    entries,
    pushRequest: (entry) => (entries.push(copy(entry)), Promise.resolve()),
    unshiftRequest: (entry) => (entries.unshift(copy(entry)), Promise.resolve()),
    shiftRequest: () => Promise.resolve(entries.shift()),
    size: () => Promise.resolve(entries.length),
  };
}

/** A photo entry whose file waits in IndexedDB until the server has it. */
const photoIn = (journalId: string, ctx: ActionContext) =>
  newMediaEntry(
    {
      journal_id: journalId,
      notes: 'the view',
      file: new Blob(['\x89PNG pixels'], { type: 'image/png' }),
      name: 'view.png',
      type: 'image',
    },
    ctx,
  );

/** The same mutation as a release before the write catalogue stored it. */
function asLegacy(mutation: Mutation): LegacyMutation {
  const { write: _write, ...rest } = mutation;
  return { ...rest, ...requestOfMutation(mutation) };
}

/** The title a journal's creation carries. */
const titleOf = (row: StoredMutation) => (requestOfMutation(row).json as { title: string }).title;

/** The titles of the journals the server received, in order. */
const titlesSent = (server: { received: { body: string }[] }) =>
  server.received.map((r) => (JSON.parse(r.body) as { title: string }).title);

interface Received {
  method: string;
  path: string;
  key: string | null;
  authorization: string | null;
  body: string;
}

/**
 * The page's engine with the worker's queue behind it, over one IndexedDB, against a server that
 * answers from `answer` (or is unreachable). What reaches the server is recorded.
 */
function setup() {
  const db = freshStore();
  const clock = { now: Date.parse('2026-11-22T09:00:00Z') };
  const server = {
    up: false,
    token: 'token-1' as string | null,
    received: [] as Received[],
    /** the status the next requests get, first to last; then 201 */
    statuses: [] as number[],
    /** the number of writes in each batch received; null: a server without POST /api/batch */
    batches: [] as number[] | null,
  };
  const news: QueueNews[] = [];
  const signals: SyncSignal[] = [];
  const store = arrayStore();
  const records = new Map<string, object>();
  /** The server, as fetch sees it: the page's direct sends and the worker's replays both reach it. */
  const serve = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!server.up) throw new TypeError('Failed to fetch');
    if (new URL(request.url).pathname === '/api/batch') return serveBatch(request);
    const body = await request.text();
    server.received.push({
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('idempotency-key'),
      authorization: request.headers.get('authorization'),
      body,
    });
    const status = server.statuses.shift() ?? 201;
    if (status !== 201)
      return Response.json(
        { statusCode: status, message: status === 422 ? 'That journal is gone.' : 'Oops' },
        { status },
      );
    if (!request.headers.get('content-type')?.includes('json')) return Response.json({ status });
    // a creation answers the record; an edit, the record with the edit applied
    const id = new URL(request.url).pathname.split('/')[3];
    const record = { ...(id ? records.get(id) : {}), ...(JSON.parse(body) as { id: string }) };
    records.set(record.id ?? id, { ...record, id: record.id ?? id });
    return Response.json(records.get(record.id ?? id), { status });
  };
  /** POST /api/batch as the server does it: each write in turn, stopping at a "not now". */
  const serveBatch = async (request: Request): Promise<Response> => {
    if (!server.batches)
      return Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
    const { writes } = (await request.json()) as BatchBody;
    server.batches.push(writes.length);
    const answers: BatchAnswer[] = [];
    for (const write of writes) {
      const alone = await serve(`http://ritual.test/api/${write.path}`, {
        method: write.method,
        headers: {
          authorization: request.headers.get('authorization')!,
          'idempotency-key': write.key,
          ...(write.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(write.body === undefined ? {} : { body: JSON.stringify(write.body) }),
      });
      const text = await alone.text();
      const headers: Record<string, string> = {};
      alone.headers.forEach((value, name) => (headers[name] = value));
      answers.push({
        status: alone.status,
        headers,
        body: text ? JSON.parse(text) : null,
      });
      if (waitsForLater(alone.status, alone.headers.has('retry-after'))) break;
    }
    return Response.json({ answers });
  };
  const token = () => Promise.resolve(server.token);
  const worker = createMutationQueue({
    store,
    db,
    apiBase: 'http://ritual.test/api/',
    token,
    now: () => clock.now,
    random: () => 0.5,
    announce: (item) => news.push(item),
    fetch: serve,
  });
  let workerPresent = true;
  const viaWorker = <T>(work: () => Promise<T>): Promise<QueueAnswer> =>
    workerPresent ? (work() as Promise<QueueAnswer>) : Promise.resolve('no-worker');
  const engine = createSyncEngine({
    db,
    transport: {
      ...createDirectTransport({
        baseUrl: 'http://ritual.test/api',
        getToken: async () => (await token()) ?? undefined,
        db,
        fetch: serve,
      }),
      queue: {
        hold: (mutation) => viaWorker(() => worker.hold(mutation)),
        replay: (retryNow) => viaWorker(() => worker.replay(retryNow)),
      },
    },
    get: () => Promise.resolve({ status: 200, body: { changes: [], cursor: '1', more: false } }),
    now: () => clock.now,
    random: () => 0.5,
    withLock: (work) => work(),
    signal: (signal) => signals.push(signal),
  });
  const ctx = (): ActionContext => ({ now: (clock.now += 1000), user });
  return {
    db,
    clock,
    server,
    news,
    signals,
    store,
    worker,
    engine,
    ctx,
    removeWorker: () => (workerPresent = false),
  };
}

describe("the service worker's mutation queue", () => {
  it('sends the rows an earlier release stored (a free path and body) as that release did', async () => {
    const { db, engine, ctx, server, store } = setup();
    const journal = newJournal({ title: 'Scales' }, ctx());
    const entry = newTextEntry({ journal_id: journal.recordId, notes: 'C major' }, ctx());
    const photo = photoIn(journal.recordId, ctx());
    await engine.write(asLegacy(journal));
    await engine.write(asLegacy(entry));
    await engine.write(asLegacy(photo.mutation), photo.blobs);
    expect(await engine.push()).toBe('waiting');
    expect(store.entries).toHaveLength(3);

    server.up = true;
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(server.received.map((r) => `${r.method} ${r.path} ${r.key}`)).toEqual([
      `POST /api/journals ${journal.id}`,
      `POST /api/entries ${entry.id}`,
      `POST /api/entries ${photo.mutation.id}`,
    ]);
    expect(server.batches).toEqual([2]); // the photo goes alone
    expect(JSON.parse(server.received[1]!.body)).toEqual(requestOfMutation(entry).json);
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds what failed to send, in order, and replays each once with its key when the server is back', async () => {
    const { db, engine, ctx, server, store, news } = setup();
    const journal = newJournal({ title: 'Scales' }, ctx());
    const entry = newTextEntry({ journal_id: journal.recordId, notes: 'C major' }, ctx());
    await engine.write(journal);
    expect(await engine.push()).toBe('waiting');
    await engine.write(entry);
    await engine.write(editEntry(entry.recordId, { notes: 'C major, slowly' }, ctx()));
    expect(await engine.push()).toBe('waiting');

    // every write waits in the worker's queue, in the order made; the page shows them meanwhile
    expect(store.entries).toHaveLength(3);
    expect((await db.outbox.toArray()).every((row) => row.held)).toBe(true);
    expect(await db.entries.get(entry.recordId)).toMatchObject({ notes: 'C major, slowly' });

    server.up = true;
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/journals',
      'POST /api/entries',
      `POST /api/entries/${entry.recordId}`,
    ]);
    expect(server.received.map((r) => r.key).slice(0, 2)).toEqual([journal.id, entry.id]);
    expect(new Set(server.received.map((r) => r.key)).size).toBe(3);
    expect(server.batches).toEqual([3]); // in one request
    expect(server.received.every((r) => r.authorization === 'Bearer token-1')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.pendingRecords.count()).toBe(0);
    expect(await db.entries.get(entry.recordId)).toMatchObject({ notes: 'C major, slowly' });
    expect(news.map((n) => n.type)).toEqual(['sent', 'sent', 'sent']);
    // a second replay sends nothing again
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(server.received).toHaveLength(3);
  });

  it('settles every answer before it says where the queue stands, and stops at a failure', async () => {
    const { db, engine, ctx, server, news, store } = setup();
    for (const title of ['One', 'Two', 'Three']) await engine.write(newJournal({ title }, ctx()));
    await engine.push();
    server.up = true;
    server.statuses = [201, 201, 503];
    expect(await engine.push({ retryNow: true })).toBe('waiting');
    // the first two are settled here and announced; the third waits at the head
    expect((await db.outbox.toArray()).map(titleOf)).toEqual(['Three']);
    expect(news.map((n) => n.type)).toEqual(['sent', 'sent']);
    expect(store.entries).toHaveLength(1);
    expect(await db.journals.count()).toBe(3);
  });

  it('keeps a photo with its file until the server has it', async () => {
    const { db, engine, ctx, server } = setup();
    const photo = photoIn(user.id, ctx());
    await engine.write(photo.mutation, photo.blobs);
    await engine.push();
    expect(await db.blobs.count()).toBe(1);
    server.up = true;
    await engine.push({ retryNow: true });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.body).toContain('filename="view.png"');
    expect(server.received[0]!.body).toContain('\x89PNG pixels');
    expect(server.received[0]!.body).toContain('the view');
    expect(await db.blobs.count()).toBe(0);
  });

  it('retries a server that answers 500 twice with a growing backoff, then sends once', async () => {
    const { db, engine, ctx, server, clock } = setup();
    await engine.write(newJournal({ title: 'Flaky' }, ctx()));
    server.up = true;
    server.statuses = [500, 500];
    // the page's own try gets the first 500 and hands it to the worker, which waits its backoff
    expect(await engine.push()).toBe('waiting');
    const first = (await db.outbox.orderBy('seq').first())!;
    expect(first).toMatchObject({ held: true, attempts: 1 });
    expect(await engine.push()).toBe('waiting');
    expect(server.received).toHaveLength(1);
    clock.now = first.notBefore;
    expect(await engine.push()).toBe('waiting'); // the worker's try: the second 500
    const second = (await db.outbox.orderBy('seq').first())!;
    expect(second.notBefore - clock.now).toBeGreaterThan(first.notBefore - first.createdAt - 1000);
    clock.now = second.notBefore;
    expect(await engine.push()).toBe('idle');
    expect(server.received).toHaveLength(3);
    expect(new Set(server.received.map((r) => r.key)).size).toBe(1);
    expect(await db.journals.count()).toBe(1);
  });

  it('settles a refusal as not saved with the reason, and goes on with the rest', async () => {
    const { db, engine, ctx, server, news, signals } = setup();
    const refused = newTextEntry({ journal_id: user.id, notes: 'into a deleted journal' }, ctx());
    const kept = newJournal({ title: 'Kept' }, ctx());
    await engine.write(refused);
    await engine.write(kept);
    await engine.push();
    server.up = true;
    server.statuses = [422];
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(await db.rejected.get(refused.id)).toMatchObject({
      status: 422,
      message: 'That journal is gone.',
      snapshot: { notes: 'into a deleted journal' },
    });
    expect(await db.entries.get(refused.recordId)).toBeUndefined();
    expect(await db.journals.get(kept.recordId)).toBeDefined();
    expect(news[0]).toEqual({
      type: 'refused',
      mutationId: refused.id,
      status: 422,
      message: 'That journal is gone.',
    });
    expect(signals).toEqual([]); // the page hears refusals from the worker's channel
  });

  it('stops at a 401 and sends with the new token after the next sign-in', async () => {
    const { db, engine, ctx, server, news } = setup();
    await engine.write(newJournal({ title: 'Mine' }, ctx()));
    await engine.push();
    server.up = true;
    server.token = null;
    expect(await engine.push({ retryNow: true })).toBe('signed-out');
    expect(news).toEqual([{ type: 'signed-out' }]);
    expect(await db.outbox.count()).toBe(1);
    server.token = 'token-2';
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(server.received.map((r) => r.authorization)).toEqual(['Bearer token-2']);
  });

  it('forgets every held write at sign-out: none is sent later, under any token', async () => {
    const { engine, ctx, server, store, worker } = setup();
    await engine.write(newJournal({ title: 'Private thoughts' }, ctx()));
    const photo = photoIn('j1', ctx());
    await engine.write(photo.mutation, photo.blobs);
    await engine.push();
    expect(store.entries).toHaveLength(2);

    expect(await worker.forget()).toEqual({ size: 0 });
    expect(store.entries).toHaveLength(0);
    server.up = true;
    server.token = 'the-next-account';
    await worker.replay(true);
    expect(server.received).toEqual([]);
  });

  it('keeps a write that waited past the retention on the device as not saved, never sends it', async () => {
    const { db, engine, ctx, server, clock } = setup();
    const old = newTextEntry({ journal_id: user.id, notes: 'written on a long trip' }, ctx());
    await engine.write(old);
    await engine.write(removeEntry(old.recordId, ctx()));
    await engine.push();
    clock.now += QUEUE_RETENTION_MS + 60_000;
    server.up = true;
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(server.received).toEqual([]);
    expect(await db.rejected.get(old.id)).toMatchObject({ status: 0, message: EXPIRED_MESSAGE });
  });

  it('sends what the worker lost (stopped while sending) itself, in order, and all when no worker is left', async () => {
    const { db, engine, ctx, server, store, removeWorker } = setup();
    await engine.write(newJournal({ title: 'One' }, ctx()));
    await engine.write(newJournal({ title: 'Two' }, ctx()));
    await engine.write(newJournal({ title: 'Three' }, ctx()));
    await engine.push();
    expect(store.entries).toHaveLength(3);
    // the worker took the head to send it and was stopped before it could settle it
    await store.shiftRequest();
    server.up = true;
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(titlesSent(server)).toEqual(['One', 'Two', 'Three']);
    expect(await db.outbox.count()).toBe(0);

    server.up = false;
    await engine.write(newJournal({ title: 'Four' }, ctx()));
    await engine.push();
    expect((await db.outbox.toArray()).map((row) => row.held)).toEqual([true]);
    removeWorker();
    server.up = true;
    expect(await engine.push()).toBe('idle');
    expect(server.received).toHaveLength(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends many JSON writes in batches of at most BATCH_LIMIT, in order, and a photo on its own', async () => {
    const { db, engine, ctx, server, store } = setup();
    const journal = newJournal({ title: 'Scales' }, ctx());
    await engine.write(journal);
    const note = (i: number) =>
      newTextEntry({ journal_id: journal.recordId, notes: `n${i}` }, ctx());
    for (let i = 0; i < 150; i++) await engine.write(note(i));
    const photo = photoIn(journal.recordId, ctx());
    await engine.write(photo.mutation, photo.blobs);
    for (let i = 150; i < 160; i++) await engine.write(note(i));
    await engine.push();
    expect(store.entries).toHaveLength(162);

    server.up = true;
    expect(await engine.push({ retryNow: true })).toBe('idle');
    // a small first batch (the journal and 9 notes), then full ones up to the photo, which goes
    // alone (not a batch), then the last 10 notes
    expect(server.batches).toEqual([FIRST_BATCH, BATCH_LIMIT, 151 - FIRST_BATCH - BATCH_LIMIT, 10]);
    expect(server.received).toHaveLength(162);
    const notes = server.received.map((r) =>
      r.body.includes('filename="view.png"')
        ? 'photo'
        : ((JSON.parse(r.body) as { notes?: string }).notes ?? 'journal'),
    );
    expect(notes).toEqual([
      'journal',
      ...Array.from({ length: 150 }, (_, i) => `n${i}`),
      'photo',
      ...Array.from({ length: 10 }, (_, i) => `n${i + 150}`),
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
  });

  it('settles a batch up to a write answered 503, which waits at the head with the rest behind it', async () => {
    const { db, engine, ctx, server, news, store } = setup();
    for (const title of ['One', 'Two', 'Three', 'Four'])
      await engine.write(newJournal({ title }, ctx()));
    await engine.push();
    server.up = true;
    server.statuses = [201, 503];
    expect(await engine.push({ retryNow: true })).toBe('waiting');
    expect(server.batches).toEqual([4]);
    expect(server.received).toHaveLength(2); // the server stopped at the 503
    const titles = async () => (await db.outbox.orderBy('seq').toArray()).map(titleOf);
    expect(await titles()).toEqual(['Two', 'Three', 'Four']);
    expect(news.map((n) => n.type)).toEqual(['sent']);
    expect(store.entries.map((entry) => (entry.metadata as { attempts: number }).attempts)).toEqual(
      [1, 0, 0],
    );

    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(server.batches).toEqual([4, 3]);
    expect(titlesSent(server)).toEqual(['One', 'Two', 'Two', 'Three', 'Four']);
    expect(new Set(server.received.map((r) => r.key)).size).toBe(4);
    expect(await db.journals.count()).toBe(4);
  });

  it('sends one write at a time to a server that has no batches', async () => {
    const { db, engine, ctx, server } = setup();
    for (const title of ['One', 'Two', 'Three']) await engine.write(newJournal({ title }, ctx()));
    await engine.push();
    server.up = true;
    server.batches = null;
    expect(await engine.push({ retryNow: true })).toBe('idle');
    expect(titlesSent(server)).toEqual(['One', 'Two', 'Three']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives back, in order, the writes it took ahead when a batch stops at a 503', async () => {
    const { db, engine, ctx, server, store } = setup();
    const titles = Array.from({ length: 150 }, (_, i) => `J${i}`);
    for (const title of titles) await engine.write(newJournal({ title }, ctx()));
    await engine.push();
    server.up = true;
    server.statuses = [...Array<number>(10).fill(201), 503];
    expect(await engine.push({ retryNow: true })).toBe('waiting');
    const waiting = titles.slice(10);
    const stored = async () =>
      Promise.all(
        store.entries.map(
          async (entry) =>
            (JSON.parse(await entry.request.clone().text()) as { title: string }).title,
        ),
      );
    expect(await stored()).toEqual(waiting);
    expect((await db.outbox.orderBy('seq').toArray()).map(titleOf)).toEqual(waiting);

    expect(await engine.push({ retryNow: true })).toBe('idle');
    const sent = titlesSent(server);
    expect(sent).toEqual([...titles.slice(0, 11), ...waiting]);
    expect(await db.journals.count()).toBe(150);
  });
});
