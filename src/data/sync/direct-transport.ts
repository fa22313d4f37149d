import { ErrorText } from '../../../contract/error-texts';
import type { Mutation, SendOutcome } from '../../../contract/outbox';
import type { RitualDb } from '../db';
import { httpClient, jsonOf, type HttpOptions } from './http-client';
import type { Transport } from './types';

/** Statuses that say "not now" rather than "no": the same request may succeed later. */
const isTransient = (status: number, response: Response) =>
  status >= 500 ||
  status === 408 ||
  status === 429 ||
  // the Idempotency-Key's first request is still running (it says when to come back)
  (status === 409 && response.headers.has('retry-after'));

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

/** What a finished request means for the outbox. */
export async function classify(response: Response): Promise<SendOutcome> {
  const body = await jsonOf(response);
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: 'done', status, body };
  if (status === 401) return { kind: 'signed-out' };
  if (isTransient(status, response)) {
    const wait = retryAfterMs(response);
    return {
      kind: 'retry',
      reason: `HTTP ${status}`,
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    };
  }
  const message =
    body !== null &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : ErrorText.unexpectedResponse;
  return { kind: 'refused', status, message };
}

/** The body of a mutation: JSON, or a form with its files read back from IndexedDB. */
async function bodyOf(
  db: RitualDb,
  mutation: Mutation,
): Promise<{ json?: unknown; body?: FormData } | undefined> {
  if (!mutation.form && !mutation.files?.length)
    return mutation.json === undefined ? {} : { json: mutation.json };
  const form = new FormData();
  for (const [name, value] of Object.entries(mutation.form ?? {})) form.append(name, value);
  for (const file of mutation.files ?? []) {
    const stored = await db.blobs.get(file.blobId);
    if (!stored) return undefined;
    form.append(file.field, stored.blob, file.name);
  }
  return { body: form };
}

/**
 * Sends mutations straight to the server (pages without a service worker: the first visit,
 * tests). Every request carries the mutation's id as its Idempotency-Key, so a retry after a lost
 * answer is answered from the server's record instead of being done twice.
 */
export function createDirectTransport(options: HttpOptions & { db: RitualDb }): Transport {
  const http = httpClient(options);
  return {
    async send(mutation) {
      if (!(await options.getToken())) return { kind: 'signed-out' };
      const payload = await bodyOf(options.db, mutation);
      if (!payload)
        return { kind: 'refused', status: 0, message: 'The file is no longer on this device.' };
      try {
        const response = await http(mutation.path, {
          method: mutation.method,
          headers: { 'Idempotency-Key': mutation.id },
          ...payload,
        });
        return await classify(response);
      } catch (error) {
        return {
          kind: 'retry',
          reason: error instanceof Error ? error.message : ErrorText.network,
        };
      }
    },
  };
}
