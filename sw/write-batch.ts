import {
  BATCH_BYTES,
  BatchResultSchema,
  type BatchAnswer,
  type BatchedWrite,
} from '../contract/batch';
import type { SendOutcome, StoredMutation } from '../contract/outbox';
import { requestOfMutation } from '../local-store/mutation-request';
import { classify, outcomeOf } from '../local-store/classify';

/** A write and what it adds to its batch's JSON text. */
export interface SizedWrite {
  write: BatchedWrite;
  bytes: number;
}

/**
 * The write a mutation makes in a batch: the same method, path, key and JSON body the worker
 * stored for it (heldRequestOf), built from the outbox row instead of the stored request's body. A
 * form with files goes alone, so the server streams it; so does a body too large to share.
 */
export function writeOf(mutation: StoredMutation): SizedWrite | undefined {
  const { method, path, json, form } = requestOfMutation(mutation);
  if (form || mutation.files?.length) return undefined;
  const text = json === undefined ? '' : JSON.stringify(json);
  if (text.length > BATCH_BYTES / 2) return undefined;
  const write: BatchedWrite = {
    method,
    path,
    key: mutation.id,
    ...(json === undefined ? {} : { body: json }),
  };
  return { write, bytes: text.length + path.length + mutation.id.length + 64 };
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
