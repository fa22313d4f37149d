import { IDEMPOTENCY_HEADER } from '../contract/idempotency';
import type { StoredMutation } from '../contract/outbox';
import { matchWrite, requestOf, type WriteRequest } from '../contract/write-request';
import type { Write } from '../contract/writes';
import type { RitualDb } from './db';

/** Why a mutation whose file is gone from IndexedDB can never be sent. */
export const MISSING_FILE = 'The file is no longer on this device.';

/**
 * The request a mutation makes: built from its write, or, for a row an earlier release stored,
 * exactly the method, path and body it stored (sent as that release would have).
 */
export function requestOfMutation(mutation: StoredMutation): WriteRequest {
  if ('write' in mutation) return requestOf(mutation.write);
  const { method, path, json, form } = mutation;
  return { method, path, ...(json === undefined ? {} : { json }), ...(form ? { form } : {}) };
}

/** A mutation's write; an earlier release's row is matched by its path (undefined: no match). */
export function writeOfMutation(mutation: StoredMutation): Write | undefined {
  if ('write' in mutation) return mutation.write;
  const form = mutation.form !== undefined || (mutation.files?.length ?? 0) > 0;
  const target = matchWrite(mutation.method, mutation.path, { form });
  const body = form ? (mutation.form ?? {}) : mutation.json;
  return target && ((body === undefined ? target : { ...target, body }) as Write);
}

/** A mutation's request ready to go: its key, and JSON or a form with its files. */
export interface Outgoing {
  method: WriteRequest['method'];
  path: string;
  headers: Record<string, string>;
  json?: unknown;
  body?: FormData;
}

/** The request a mutation makes, its files read back from IndexedDB; undefined when one is gone. */
export async function outgoing(
  db: RitualDb,
  mutation: StoredMutation,
): Promise<Outgoing | undefined> {
  const { method, path, json, form } = requestOfMutation(mutation);
  const headers = { [IDEMPOTENCY_HEADER]: mutation.id };
  if (!form && !mutation.files?.length)
    return { method, path, headers, ...(json === undefined ? {} : { json }) };
  const body = new FormData();
  for (const [name, value] of Object.entries(form ?? {})) body.append(name, value);
  for (const file of mutation.files ?? []) {
    const stored = await db.blobs.get(file.blobId);
    if (!stored) return undefined;
    body.append(file.field, stored.blob, file.name);
  }
  return { method, path, headers, body };
}
