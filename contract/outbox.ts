import type { Write } from './writes.js';

/**
 * The outbox: every local write becomes one mutation, sent to the server exactly once (docs/decisions.md #4,
 * 7–9). The page's direct transport and the service worker's queue both carry these.
 */

/** The synced record kinds a mutation can change (contract/sync.ts names the same kinds). */
export type RecordKind =
  | 'journal'
  | 'entry'
  | 'comment'
  | 'bookmark'
  | 'chat_message'
  | 'log_item'
  | 'shadow'
  | 'invitation'
  | 'user';

/**
 * What a mutation does to the local copy of its record, so it can be applied at once and applied
 * again on top of a newer server version (rebase) until the server has answered.
 */
export type LocalPatch =
  | { op: 'create'; record: Record<string, unknown> }
  | { op: 'update'; fields: Record<string, unknown> }
  | { op: 'delete' };

/** A file part of a multipart mutation: the blob waits in IndexedDB until the server has it. */
export interface MutationFile {
  field: string;
  blobId: string;
  name: string;
}

export interface Mutation {
  /** a UUIDv7: the Idempotency-Key, and the record id of a creation */
  id: string;
  kind: RecordKind;
  recordId: string;
  patch: LocalPatch;
  /** what the server is asked to do: a catalogued write (contract/writes.ts) */
  write: Write;
  /** the files of a form write, sent beside its text fields */
  files?: MutationFile[];
  createdAt: number;
  attempts: number;
  /** epoch ms before which it is not tried again (backoff) */
  notBefore: number;
  lastError?: string;
}

/**
 * A mutation as releases before the write catalogue stored it: a free method, path and body.
 * Outbox and rejected rows on devices may still hold one, and a tab of such a release may hand
 * one to a newer service worker, so every reader takes both (local-store/mutation-request.ts).
 */
export interface LegacyMutation extends Omit<Mutation, 'write'> {
  method: 'POST' | 'DELETE';
  /** relative to the API base, e.g. 'entries/0193…' */
  path: string;
  json?: unknown;
  /** a multipart body: text fields beside the files */
  form?: Record<string, string>;
}

/** A mutation as IndexedDB or a message may hold it: today's shape or an older release's. */
export type StoredMutation = Mutation | LegacyMutation;

/** How a send ended, as the transport reports it. */
export type SendOutcome =
  /** the server did it (or had done it: a replay); `body` is its answer */
  | { kind: 'done'; status: number; body: unknown }
  /** the server refused it for good (4xx): never retried */
  | { kind: 'refused'; status: number; message: string }
  /** 401: the user must sign in again; the queue waits, nothing is dropped */
  | { kind: 'signed-out' }
  /** 5xx, 408, 429 or no answer: try again later */
  | { kind: 'retry'; reason: string; retryAfterMs?: number };

/**
 * An answer that says "not now" rather than "no" or "done": a 5xx, 408, 429, 401 (sign in again),
 * or 409 with Retry-After (the same key's first request is still running). The writes behind such
 * an answer wait too, so they are never done out of order; the server stops a batch (POST /api/batch) at one.
 */
export const waitsForLater = (status: number, retryAfter: boolean): boolean =>
  status >= 500 ||
  status === 401 ||
  status === 408 ||
  status === 429 ||
  (status === 409 && retryAfter);
