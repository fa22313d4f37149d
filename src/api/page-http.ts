import type { KyInstance } from 'ky';
import { readSession } from '../../local-store/session';
import { httpClient } from '../data/sync/http-client';

export interface PageHttpDeps {
  /** default: this origin's /api */
  baseUrl?: string;
  /** default: the browser's fetch */
  fetch?: typeof fetch;
  /** default: the signed-in session's token */
  getToken?: () => Promise<string | undefined>;
}

/**
 * The ky instance for a screen's direct calls (not the outbox's): the session's token, thrown
 * HTTP errors for the screen to show with SPEC §8's texts, and a timeout so a dead network answers.
 */
export function pageHttp(deps: PageHttpDeps = {}, timeout: number | false = 15_000): KyInstance {
  return httpClient({
    baseUrl: deps.baseUrl ?? `${location.origin}/api`,
    getToken: deps.getToken ?? (async () => (await readSession()).token ?? undefined),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  }).extend({ throwHttpErrors: true, timeout });
}
