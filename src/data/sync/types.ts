import type { QueueState } from '../../../contract/mutation-queue';
import type { SendOutcome, StoredMutation } from '../../../contract/outbox';
import type { RitualDb, StoredBlob } from '../../../local-store/db';

/**
 * Sends one mutation to the server and says how it went. The page's direct transport does it with
 * ky; the service worker's background-sync queue plugs in behind the same interface (issue 7).
 */
export interface Transport {
  /**
   * `onProgress` hears how much of a file-carrying body the network has taken (0..1), for docs/product.md §4's
   * 'Upload: N%'; a transport that cannot see the bytes leave simply never calls it.
   */
  send(mutation: StoredMutation, onProgress?: UploadProgress): Promise<SendOutcome>;
  /** the service worker's queue, for mutations that failed to send (absent without a worker) */
  queue?: WorkerQueue;
}

/**
 * The worker's answer: its queue's state, or that no worker controls the page (the page sends
 * its writes itself), or that it did not answer in time or failed (nothing is known: try later).
 */
export type QueueAnswer = QueueState | 'no-worker' | 'no-answer';

/** The service worker's mutation queue as the page sees it (docs/decisions.md #8). */
export interface WorkerQueue {
  /** hands a mutation over, to be replayed after those already held */
  hold(mutation: StoredMutation): Promise<QueueAnswer>;
  /** replays the queue as far as it can go now, and says what is left */
  replay(retryNow: boolean): Promise<QueueAnswer>;
}

/** The fraction (0..1) of a mutation's body that has left the device. */
export type UploadProgress = (fraction: number) => void;

/** What the engine tells the page: it keeps no UI state of its own. */
export type SyncSignal =
  /** a mutation was refused with 402: docs/product.md §8's plus-upgrade overlay */
  | { type: 'plus-required'; message: string }
  /** a 401: sending stopped, the queue is kept, the user is asked to sign in again */
  | { type: 'signed-out' }
  /** the server refused a mutation for good; its record shows the server's version again */
  | { type: 'rejected'; mutationId: string; status: number; message: string }
  /** a pull finished; `changes` records were merged */
  | { type: 'pulled'; changes: number };

/** A GET of the API, for pulls: the answer's status and parsed JSON, or a thrown network error. */
export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

/** Everything the engine touches, passed in so tests can drive it with fakes and a real server. */
export interface SyncDeps {
  db: RitualDb;
  transport: Transport;
  get: ApiGet;
  /** epoch ms */
  now(): number;
  /** 0 ≤ x < 1, for backoff jitter */
  random(): number;
  /** One tab syncs at a time: Web Locks in the page, a mutex in tests. */
  withLock<T>(work: () => Promise<T>): Promise<T>;
  signal?(signal: SyncSignal): void;
}

/** How a push ended. */
export type PushResult =
  /** the outbox is empty */
  | 'idle'
  /** the head mutation waits for its backoff (until `notBefore`) */
  | 'waiting'
  /** a 401 stopped it */
  | 'signed-out';

export interface SyncEngine {
  /**
   * Applies a mutation locally (visible at once) and queues it, with the files it uploads; never
   * waits for the network. (A refused write sent again may be one an earlier release stored.)
   */
  write(mutation: StoredMutation, blobs?: StoredBlob[]): Promise<void>;
  /** Sends queued mutations in order until the outbox is empty or one must wait. */
  push(options?: { retryNow?: boolean }): Promise<PushResult>;
  /** Pulls every change since the stored cursor and merges it under docs/decisions.md #6's rules. */
  pull(): Promise<number>;
  /**
   * push, then pull, under the lock: what start, `online`, focus and the server's signal call.
   * `retryNow` (the network just came back) tries the head at once instead of after its backoff.
   */
  sync(options?: { retryNow?: boolean }): Promise<PushResult>;
}
