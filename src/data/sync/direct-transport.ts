import { ErrorText } from '../../../contract/error-texts';
import type { Mutation, SendOutcome } from '../../../contract/outbox';
import type { RitualDb } from '../db';
import { httpClient, jsonOf, type HttpOptions } from './http-client';
import type { Transport, UploadProgress } from './types';

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

/** A request whose body is a form with files. */
export interface FileRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData;
}

/** Sends a form with files and answers like fetch: a Response, or a thrown network error. */
export type FileUpload = (request: FileRequest, onProgress?: UploadProgress) => Promise<Response>;

export interface DirectTransportOptions extends HttpOptions {
  db: RitualDb;
  /**
   * How bodies with files are sent, so their progress can be seen (the page: XMLHttpRequest);
   * without it they go through ky like every other body and report no progress.
   */
  upload?: FileUpload;
}

/** ky's prefixUrl rule: the API base and the mutation's path joined by one slash. */
const urlOf = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}/${path}`;

/**
 * Sends mutations straight to the server (pages without a service worker: the first visit,
 * tests). Every request carries the mutation's id as its Idempotency-Key, so a retry after a lost
 * answer is answered from the server's record instead of being done twice.
 */
export function createDirectTransport(options: DirectTransportOptions): Transport {
  const http = httpClient(options);
  return {
    async send(mutation, onProgress) {
      const token = await options.getToken();
      if (!token) return { kind: 'signed-out' };
      const payload = await bodyOf(options.db, mutation);
      if (!payload)
        return { kind: 'refused', status: 0, message: 'The file is no longer on this device.' };
      const headers = { 'Idempotency-Key': mutation.id };
      try {
        const response =
          options.upload && payload.body && mutation.files?.length
            ? await options.upload(
                {
                  url: urlOf(options.baseUrl, mutation.path),
                  method: mutation.method,
                  headers: { ...headers, authorization: `Bearer ${token}` },
                  body: payload.body,
                },
                onProgress,
              )
            : await http(mutation.path, { method: mutation.method, headers, ...payload });
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
