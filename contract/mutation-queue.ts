import type { StoredMutation } from './outbox.js';

/**
 * The service worker's mutation queue (docs/decisions.md #8, issue 7): what the page and the worker say to
 * each other about writes that could not reach the server. The page hands a mutation over with a
 * message and a reply port; the worker replays its queue and tells every open tab what happened
 * on a BroadcastChannel, because a Background Sync replay may run with no page to answer.
 */

/** The BroadcastChannel the worker's news goes out on. */
export const QUEUE_CHANNEL = 'ritual-mutation-queue';

/**
 * How long a write may wait for a connection. The server keeps an Idempotency-Key's answer for
 * 7 days (docs/decisions.md #4); a replay later than that could be done twice, so nothing waits longer. A
 * write that does is kept on the device as not saved (the `rejected` table), never dropped.
 */
export const QUEUE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** The page warns once a waiting write is this old: two days before it would stop being sent. */
export const QUEUE_WARNING_MS = 5 * 24 * 60 * 60 * 1000;

/** The reason a write that waited past the retention shows with. */
export const EXPIRED_MESSAGE =
  'Not sent: it waited more than 7 days for a connection. It is kept on this device.';

/** Page → worker. Each carries a MessagePort for the answer (except SKIP_WAITING). */
export type QueueRequest =
  /** keep this mutation (it failed to send) and replay it in order; a tab of an earlier release sends its own shape */
  | { type: 'queue-hold'; mutation: StoredMutation }
  /**
   * replay now: the page started, wrote, or gained focus; `retryNow` (the network just came back)
   * tries the head at once instead of waiting out its backoff
   */
  | { type: 'queue-replay'; retryNow?: boolean }
  /**
   * the account signed out of this device: drop every write held for it, sent or not (the page
   * asked first), and the reads kept for it, so nothing of it is left for the next person
   */
  | { type: 'account-forget' };

/** The worker's answer, once it has held the mutation or replayed the queue as far as it can. */
export interface QueueState {
  /** how many mutations the worker still holds */
  size: number;
  /**
   * after a replay: the mutation at the head of the queue now. Mutations the page handed over
   * before it that the worker neither holds nor settled were lost (the worker was stopped while
   * sending one), so the page sends them itself, under their same Idempotency-Key.
   */
  headId?: string;
  /** epoch ms of the next try, when the head is waiting out its backoff */
  notBefore?: number;
  /** a 401 stopped the replay: the queue waits for the user to sign in again */
  signedOut?: boolean;
}

/** Worker → every tab: the outcome of a replayed mutation, already settled in IndexedDB. */
export type QueueNews =
  | { type: 'sent'; mutationId: string }
  | { type: 'refused'; mutationId: string; status: number; message: string }
  | { type: 'signed-out' };
