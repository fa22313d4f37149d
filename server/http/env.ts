import type { UserRow } from '../db/rows.js';

/** What a request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    /** the signed-in user, when the request carried a valid token */
    user?: UserRow;
    sessionId?: string;
    /** when the session ends unless used again (expiry or idle timeout), epoch milliseconds */
    sessionEndsAt?: number;
    /** the database's write mark as the request began (read-memo.ts); unset when unknown */
    readMark?: string;
    /** an abuse limit counted this request, so its answer is never given from the read memo */
    limited?: boolean;
    /** set by body readers that are not Hono validators (multipart), for the Idempotency-Key check */
    bodyDigest?: string;
    /** what a route's BodyReader read (write-route.ts), for its handler */
    body?: unknown;
  };
}
