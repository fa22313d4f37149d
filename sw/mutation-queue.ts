import type { QueueNews, QueueState } from '../contract/mutation-queue';
import type { BatchedWrite } from '../contract/batch';
import type { SendOutcome, StoredMutation } from '../contract/outbox';
import type { RitualDb } from '../local-store/db';
import { classify } from '../local-store/classify';
import { MISSING_FILE, outgoing } from '../local-store/mutation-request';
import { settleById } from '../local-store/outcomes';
import type { HeldMeta, RequestStore } from './queue-entry';
import { lookahead } from './queue-lookahead';
import { replayLine, type Settled } from './queue-replay';
import { batchOutcome } from './write-batch';

export type { QueueEntry, RequestStore } from './queue-entry';

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
  hold(mutation: StoredMutation): Promise<QueueState>;
  replay(retryNow?: boolean): Promise<QueueState>;
  /** drops every held write, after the replay or hold under way: the account signed out */
  forget(): Promise<QueueState>;
}

/** The request a mutation makes, with its files read from IndexedDB; undefined when one is gone. */
async function heldRequestOf(
  deps: MutationQueueDeps,
  mutation: StoredMutation,
): Promise<Request | undefined> {
  const request = await outgoing(deps.db, mutation);
  if (!request) return undefined;
  const headers = new Headers(request.headers);
  let body: FormData | string | undefined = request.body;
  if (request.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(request.json);
  }
  return new Request(`${deps.apiBase.replace(/\/+$/, '')}/${request.path}`, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

/**
 * The service worker's queue of writes that could not reach the server (docs/decisions.md #8): kept in a
 * workbox-background-sync Queue with their bodies (files included) and replayed in order
 * (sw/queue-replay.ts), each with its Idempotency-Key and the current session's token. A 2xx or a
 * final 4xx is settled in the page's IndexedDB and announced to every tab; a 5xx or no answer puts
 * it back at the head with a longer backoff; a 401 stops the queue until the next sign-in. One
 * call runs at a time, so holds and replays never interleave.
 */
export function createMutationQueue(deps: MutationQueueDeps): MutationQueue {
  const { store } = deps;
  let chain: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };

  const announceSettled = ({ mutationId, outcome }: Settled) =>
    deps.announce(
      outcome.kind === 'done'
        ? { type: 'sent', mutationId }
        : { type: 'refused', mutationId, status: outcome.status, message: outcome.message },
    );

  /**
   * Answers are settled while the server works on the next request: the next write goes as soon
   * as the server has answered one (so the server still sees them strictly in order), and one
   * IndexedDB transaction settles every answer that came before it, so the pages' live queries
   * run once per batch, and the worker's own reads for the next batch do not wait behind the
   * settling. `answered` are not "an earlier mutation still unsent".
   */
  const settling = { batch: [] as Settled[], answered: new Set<string>(), done: Promise.resolve() };
  function settleSoon(item: Settled) {
    settling.answered.add(item.mutationId);
    settling.batch.push(item);
  }
  /** Starts settling what has been answered so far. */
  function settleAnswered() {
    settling.done = settling.done.then(flush).catch(() => {
      // Left in the outbox: the page finds them gone from this queue and sends them itself,
      // under their same Idempotency-Keys, so nothing is done twice.
      settling.answered.clear();
    });
    return settling.done;
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

  const apiBase = deps.apiBase.replace(/\/+$/, '');
  /** Sends with the session's current token; undefined when there is none. */
  async function sendSigned(request: Request): Promise<Response | Error | undefined> {
    const token = await deps.token();
    if (!token) return undefined;
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    try {
      const answer = deps.fetch(new Request(request, { headers }));
      void settleAnswered();
      return await answer;
    } catch (error) {
      return error instanceof Error ? error : new Error('No answer');
    }
  }

  async function send(request: Request): Promise<SendOutcome> {
    const answer = await sendSigned(request);
    if (!answer) return { kind: 'signed-out' };
    return answer instanceof Error ? { kind: 'retry', reason: answer.message } : classify(answer);
  }

  async function sendBatch(writes: BatchedWrite[]) {
    const answer = await sendSigned(
      new Request(`${apiBase}/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ writes }),
      }),
    );
    return answer ? batchOutcome(answer) : { all: { kind: 'signed-out' } as const };
  }

  const hold = (mutation: StoredMutation) =>
    serially(async (): Promise<QueueState> => {
      const request = await heldRequestOf(deps, mutation);
      if (!request) {
        const outcome = { kind: 'refused', status: 0, message: MISSING_FILE } as const;
        await settleById(deps.db, mutation.id, outcome, deps.now());
        announceSettled({ mutationId: mutation.id, outcome });
      } else {
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

  const replay = (retryNow = false) =>
    serially(async (): Promise<QueueState> => {
      const line = lookahead(store);
      let stopped;
      try {
        stopped = await replayLine(
          {
            db: deps.db,
            now: () => deps.now(),
            random: () => deps.random(),
            answered: settling.answered,
            settle: settleSoon,
            signedOut: () => deps.announce({ type: 'signed-out' }),
            send,
            sendBatch,
          },
          line,
          retryNow,
        );
      } finally {
        await line.restore();
      }
      await settleAnswered();
      return {
        size: await store.size(),
        ...(stopped ? { headId: stopped.head.mutationId, notBefore: stopped.head.notBefore } : {}),
        ...(stopped?.signedOut ? { signedOut: true } : {}),
      };
    });

  const forget = () =>
    serially(async (): Promise<QueueState> => {
      while (await store.shiftRequest());
      settling.batch = [];
      settling.answered.clear();
      return { size: await store.size() };
    });

  return { hold, replay, forget };
}
