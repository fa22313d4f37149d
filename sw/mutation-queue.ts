import {
  EXPIRED_MESSAGE,
  QUEUE_RETENTION_MS,
  type QueueNews,
  type QueueState,
} from '../contract/mutation-queue';
import type { Mutation, SendOutcome } from '../contract/outbox';
import type { RitualDb } from '../src/data/db';
import { classify } from '../src/data/sync/classify';
import { bodyOf, MISSING_FILE } from '../src/data/sync/mutation-body';
import { settleById } from '../src/data/sync/outcomes';
import { retryDelay } from '../src/data/sync/retry-policy';

/** A stored request, as workbox-background-sync's Queue keeps it. */
export interface QueueEntry {
  request: Request;
  timestamp?: number;
  metadata?: object;
}

/** The part of workbox-background-sync's Queue this uses, so tests can pass an array. */
export interface RequestStore {
  pushRequest(entry: QueueEntry): Promise<void>;
  unshiftRequest(entry: QueueEntry): Promise<void>;
  shiftRequest(): Promise<QueueEntry | undefined>;
  size(): Promise<number>;
}

/** What the worker keeps beside each request: enough to order, retry and expire it. */
interface HeldMeta {
  mutationId: string;
  createdAt: number;
  attempts: number;
  notBefore: number;
}

export interface MutationQueueDeps {
  store: RequestStore;
  /** the page's IndexedDB: files are read from it and outcomes settled in it */
  db: RitualDb;
  fetch: typeof fetch;
  /** where the API is, e.g. `${self.location.origin}/api` */
  apiBase: string;
  /** the session's token (idb-keyval), read at each replay: a new sign-in's token is used */
  token(): Promise<string | null>;
  now(): number;
  random(): number;
  /** tells every open tab (BroadcastChannel) */
  announce(news: QueueNews): void;
}

export interface MutationQueue {
  hold(mutation: Mutation): Promise<QueueState>;
  replay(retryNow?: boolean): Promise<QueueState>;
}

/** The request a mutation makes, with its files read from IndexedDB; undefined when one is gone. */
async function requestOf(
  deps: MutationQueueDeps,
  mutation: Mutation,
): Promise<Request | undefined> {
  const payload = await bodyOf(deps.db, mutation);
  if (!payload) return undefined;
  const headers = new Headers({ 'Idempotency-Key': mutation.id });
  let body: BodyInit | undefined = payload.body;
  if (payload.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(payload.json);
  }
  return new Request(`${deps.apiBase.replace(/\/+$/, '')}/${mutation.path}`, {
    method: mutation.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

const metaOf = (entry: QueueEntry) => entry.metadata as HeldMeta;

/**
 * The service worker's queue of writes that could not reach the server (DESIGN 8): kept in a
 * workbox-background-sync Queue with their bodies (files included), replayed in order, one at a
 * time, each with its Idempotency-Key and the current session's token. A 2xx or a final 4xx is
 * settled in the page's IndexedDB and announced to every tab; a 5xx or no answer puts it back at
 * the head with a longer backoff; a 401 stops the queue until the next sign-in. One call runs at
 * a time, so holds and replays never interleave.
 */
export function createMutationQueue(deps: MutationQueueDeps): MutationQueue {
  const { store } = deps;
  let chain: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };

  type Settled = {
    mutationId: string;
    outcome: Extract<SendOutcome, { kind: 'done' | 'refused' }>;
  };

  const announceSettled = ({ mutationId, outcome }: Settled) =>
    deps.announce(
      outcome.kind === 'done'
        ? { type: 'sent', mutationId }
        : { type: 'refused', mutationId, status: outcome.status, message: outcome.message },
    );

  async function settle(item: Settled) {
    await settleById(deps.db, item.mutationId, item.outcome, deps.now());
    announceSettled(item);
  }

  /**
   * Answers settle in batches beside the next request: the next mutation goes as soon as the
   * server has answered one (so the server still sees them strictly in order), while one IndexedDB
   * transaction settles every answer that came meanwhile, and the pages' live queries run once per
   * batch instead of once per answer. 1,000 entries: 33 s one by one, 24 s so (bench, loaded
   * machine). `answered` are not "an earlier mutation still unsent".
   */
  const settling = { batch: [] as Settled[], answered: new Set<string>(), done: Promise.resolve() };
  function settleSoon(item: Settled) {
    settling.answered.add(item.mutationId);
    settling.batch.push(item);
    settling.done = settling.done.then(flush).catch(() => {
      // Left in the outbox: the page finds them gone from this queue and sends them itself,
      // under their same Idempotency-Keys, so nothing is done twice.
      settling.answered.clear();
    });
  }
  async function flush() {
    const items = settling.batch;
    settling.batch = [];
    if (items.length === 0) return;
    await deps.db.transaction('rw', deps.db.tables, async () => {
      for (const { mutationId, outcome } of items)
        await settleById(deps.db, mutationId, outcome, deps.now());
    });
    for (const item of items) {
      settling.answered.delete(item.mutationId);
      announceSettled(item);
    }
  }

  async function send(request: Request): Promise<SendOutcome> {
    const token = await deps.token();
    if (!token) return { kind: 'signed-out' };
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    try {
      return await classify(await deps.fetch(new Request(request, { headers })));
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : 'No answer' };
    }
  }

  const hold = (mutation: Mutation) =>
    serially(async (): Promise<QueueState> => {
      const request = await requestOf(deps, mutation);
      if (!request)
        await settle({
          mutationId: mutation.id,
          outcome: { kind: 'refused', status: 0, message: MISSING_FILE },
        });
      else {
        const metadata: HeldMeta = {
          mutationId: mutation.id,
          createdAt: mutation.createdAt,
          attempts: mutation.attempts,
          notBefore: mutation.notBefore,
        };
        await store.pushRequest({ request, metadata, timestamp: deps.now() });
      }
      return { size: await store.size() };
    });

  /** Puts the head back and says where the queue stands. */
  async function stop(entry: QueueEntry, meta: HeldMeta, signedOut = false): Promise<QueueState> {
    await store.unshiftRequest({ ...entry, metadata: meta });
    await settling.done;
    return {
      size: await store.size(),
      headId: meta.mutationId,
      notBefore: meta.notBefore,
      ...(signedOut ? { signedOut } : {}),
    };
  }

  const replay = (retryNow = false) =>
    serially(async (): Promise<QueueState> => {
      for (let first = true; ; first = false) {
        const entry = await store.shiftRequest();
        if (!entry) {
          await settling.done;
          return { size: 0 };
        }
        const meta = metaOf(entry);
        // The page's outbox decides the order. A mutation it no longer has was settled (the page
        // sent it itself): nothing to replay. One with an unsettled mutation before it waits: that
        // one was lost here (this worker was stopped while sending it) and the page sends it.
        const row = await deps.db.outbox.where('id').equals(meta.mutationId).first();
        if (!row) continue;
        const earlier = await deps.db.outbox
          .where('seq')
          .below(row.seq!)
          .filter((before) => !settling.answered.has(before.id))
          .count();
        if (earlier > 0) return stop(entry, meta);
        const now = deps.now();
        if (now - meta.createdAt > QUEUE_RETENTION_MS) {
          const expired = { kind: 'refused', status: 0, message: EXPIRED_MESSAGE } as const;
          settleSoon({ mutationId: meta.mutationId, outcome: expired });
          continue;
        }
        if (meta.notBefore > now && !(retryNow && first)) return stop(entry, meta);
        // Sent from a copy: the stored request's body must survive for the next attempt.
        const outcome = await send(entry.request.clone());
        switch (outcome.kind) {
          case 'done':
          case 'refused':
            settleSoon({ mutationId: meta.mutationId, outcome });
            continue;
          case 'signed-out':
            deps.announce({ type: 'signed-out' });
            return stop(entry, meta, true);
          case 'retry': {
            const attempts = meta.attempts + 1;
            const notBefore = now + retryDelay(attempts, deps.random(), outcome.retryAfterMs);
            return stop(entry, { ...meta, attempts, notBefore });
          }
        }
      }
    });

  return { hold, replay };
}
