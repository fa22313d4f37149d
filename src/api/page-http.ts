import type { KyInstance } from 'ky';
import { v7 as uuidv7 } from 'uuid';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { readSession } from '../../local-store/session';
import { httpClient } from '../data/sync/http-client';

export interface PageHttpDeps {
  /** default: this origin's /api */
  baseUrl?: string;
  /** default: the browser's fetch */
  fetch?: typeof fetch;
  /** default: the signed-in session's token, if any */
  getToken?: () => Promise<string | undefined>;
}

/** Answers to a person waiting at a form or a screen should not hang on a dead connection. */
const TIMEOUT_MS = 15_000;

/** The session's token; a frame on another site may be refused storage, and asks as a visitor. */
const sessionToken = () =>
  readSession().then(
    (session) => session.token ?? undefined,
    () => undefined,
  );

/**
 * The page's one client for calls sent at once (not the outbox's): the session's token when
 * there is one, thrown HTTP errors for the screen to show with docs/product.md §8's texts, and a timeout so
 * a dead network answers.
 */
export function pageHttp(
  deps: PageHttpDeps = {},
  timeout: number | false = TIMEOUT_MS,
): KyInstance {
  return httpClient({
    baseUrl: deps.baseUrl ?? `${location.origin}/api`,
    getToken: deps.getToken ?? sessionToken,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  }).extend({ throwHttpErrors: true, timeout });
}

/** The headers of a write sent once, now: a fresh Idempotency-Key, so a retry is not done twice. */
export const freshKey = () => ({ [IDEMPOTENCY_HEADER]: uuidv7() });
