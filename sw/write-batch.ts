import {
  BATCH_BYTES,
  BatchResultSchema,
  type BatchAnswer,
  type BatchedWrite,
} from '../contract/batch';
import type { Mutation, SendOutcome } from '../contract/outbox';
import { classify, outcomeOf } from '../local-store/classify';

/** A write and what it adds to its batch's JSON text. */
export interface SizedWrite {
  write: BatchedWrite;
  bytes: number;
}

/**
 * The write a mutation makes in a batch: the same method, path, key and JSON body the worker
 * stored for it (requestOf), read from the outbox row instead of the stored request's body. A
 * form with files goes alone, so the server streams it; so does a body too large to share.
 */
export function writeOf(mutation: Mutation): SizedWrite | undefined {
  if (mutation.form || mutation.files?.length) return undefined;
  const text = mutation.json === undefined ? '' : JSON.stringify(mutation.json);
  if (text.length > BATCH_BYTES / 2) return undefined;
  const write: BatchedWrite = {
    method: mutation.method,
    path: mutation.path,
    key: mutation.id,
    ...(mutation.json === undefined ? {} : { body: mutation.json }),
  };
  return { write, bytes: text.length + mutation.path.length + mutation.id.length + 64 };
}

/** What a batch came to: each write's outcome in order, one outcome for all, or 'unknown'. */
export type BatchOutcome = SendOutcome[] | { all: SendOutcome } | 'unknown';

const outcomesOf = (answers: BatchAnswer[]) =>
  answers.map((answer) =>
    outcomeOf(answer.status, answer.body ?? null, answer.headers['retry-after'] ?? null),
  );

/**
 * Reads a batch's answer. Anything but a 200 applies to every write in it: "not now" (no answer,
 * 5xx, 401) or, for a refusal of the batch itself (a server without batches, say), 'unknown':
 * the writes go one at a time instead.
 */
export async function batchOutcome(answer: Response | Error): Promise<BatchOutcome> {
  if (answer instanceof Error) return { all: { kind: 'retry', reason: answer.message } };
  if (answer.status !== 200) {
    const all = await classify(answer);
    return all.kind === 'refused' || all.kind === 'done' ? 'unknown' : { all };
  }
  const parsed = BatchResultSchema.safeParse(await answer.json().catch(() => null));
  return parsed.success ? outcomesOf(parsed.data.answers) : 'unknown';
}
