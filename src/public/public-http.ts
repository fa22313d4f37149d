import type { KyInstance } from 'ky';
import { readSession } from '../../local-store/session';
import { httpClient } from '../data/sync/http-client';

/** Answers to a person waiting at a form should not hang on a dead connection. */
const TIMEOUT_MS = 15_000;

/**
 * The API for calls a visitor or user makes from the public pages: sent at once (never queued),
 * with the session's token when there is one; ky throws on an error status.
 */
export function publicHttp(baseUrl = `${location.origin}/api`): KyInstance {
  return httpClient({
    baseUrl,
    // A frame on another site may be refused storage: it then asks as a visitor.
    getToken: () =>
      readSession().then(
        (session) => session.token ?? undefined,
        () => undefined,
      ),
  }).extend({ throwHttpErrors: true, timeout: TIMEOUT_MS });
}
