import type { UserRow } from '../db/rows.js';

/** What a request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    /** the signed-in user, when the request carried a valid token */
    user?: UserRow;
    sessionId?: string;
    /** set by body readers that are not Hono validators (multipart), for the Idempotency-Key check */
    bodyDigest?: string;
    /** what a route's BodyReader read (write-route.ts), for its handler */
    body?: unknown;
  };
}
