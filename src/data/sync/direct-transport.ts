import { ErrorText } from '../../../contract/error-texts';
import type { RitualDb } from '../../../local-store/db';
import { classify } from '../../../local-store/classify';
import { httpClient, type HttpOptions } from './http-client';
import { MISSING_FILE, outgoing } from '../../../local-store/mutation-request';
import type { Transport, UploadProgress } from './types';

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
      const request = await outgoing(options.db, mutation);
      if (!request) return { kind: 'refused', status: 0, message: MISSING_FILE };
      const { method, path, headers, json, body } = request;
      try {
        const response =
          options.upload && body && mutation.files?.length
            ? await options.upload(
                {
                  url: urlOf(options.baseUrl, path),
                  method,
                  headers: { ...headers, authorization: `Bearer ${token}` },
                  body,
                },
                onProgress,
              )
            : await http(path, {
                method,
                headers,
                ...(json === undefined ? {} : { json }),
                ...(body ? { body } : {}),
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
