import { createHash } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { stringify } from 'safe-stable-stringify';
import { IdempotencyKeySchema } from '../../contract/sync.js';
import type { Database, Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from './env.js';
import { errorBody } from './errors.js';
import { describeIssues } from './validate.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';

const DAY = 24 * 60 * 60 * 1000;
/** docs/decisions.md #4: a stored answer is kept at least this long. */
const IDEMPOTENCY_TTL = 7 * DAY;
/** A 'running' claim older than this belonged to a process that died mid-request. */
const ABANDONED_AFTER = 60 * 1000;

/**
 * Answers worth replaying: successes and refusals that would be the same next time. Not 5xx or
 * network-ish failures (the client retries them), nor 401/402/408/409/429, which a sign-in, an
 * upgrade or waiting can change.
 */
const isStored = (status: number) => status < 500 && ![401, 402, 408, 409, 429].includes(status);

type Claim =
  | { kind: 'claimed' }
  | { kind: 'running' }
  | { kind: 'mismatch' }
  | { kind: 'replay'; status: number; body: string; contentType: string | null };

async function claimKey(
  database: Database,
  userId: string,
  key: string,
  fingerprint: string,
  now: number,
): Promise<Claim> {
  return database.transaction(async ({ db, t }) => {
    const k = t.idempotencyKeys;
    const fresh = {
      userId,
      key,
      fingerprint,
      state: 'running' as const,
      status: null,
      body: null,
      contentType: null,
      createdAt: now,
    };
    const inserted = await db
      .insert(k)
      .values(fresh)
      .onConflictDoNothing()
      .returning({ key: k.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    // An expired answer, or a claim its process abandoned, may be taken over.
    const takenOver = await db
      .update(k)
      .set(fresh)
      .where(
        and(
          eq(k.userId, userId),
          eq(k.key, key),
          or(
            lt(k.createdAt, now - IDEMPOTENCY_TTL),
            and(eq(k.state, 'running'), lt(k.createdAt, now - ABANDONED_AFTER)),
          ),
        ),
      )
      .returning({ key: k.key });
    if (takenOver.length > 0) return { kind: 'claimed' };
    const [row] = await db
      .select()
      .from(k)
      .where(and(eq(k.userId, userId), eq(k.key, key)));
    // No row: its request failed and released the key after the insert above saw it. Not a
    // mismatch (422 would drop the write for good): come back in a second, and claim it then.
    if (!row || row.state === 'running') return { kind: 'running' };
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    return {
      kind: 'replay',
      status: row.status ?? 200,
      body: row.body ?? '',
      contentType: row.contentType,
    };
  });
}

/**
 * docs/decisions.md #4 (after the IETF httpapi Idempotency-Key draft): per user, the first request with a key
 * runs and its answer is stored; a replay gets that answer again; the same key with another
 * payload is 422; a replay while the first still runs is 409. Placed after a route's validators,
 * so the payload it compares is the validated one (field order and time formats do not matter).
 */
export function idempotent(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const user = c.get('user');
    if (key === undefined || !user) return next();
    const parsedKey = IdempotencyKeySchema.safeParse(key);
    if (!parsedKey.success) {
      return c.json(errorBody(400, describeIssues(parsedKey.error.issues)), 400);
    }
    const valid = (target: string) =>
      (c.req as unknown as { valid(t: string): unknown }).valid(target);
    const fingerprint = createHash('sha256')
      .update(
        stringify([
          c.req.method,
          c.req.path,
          valid('query') ?? null,
          valid('json') ?? null,
          c.get('bodyDigest') ?? null,
        ]) ?? '',
      )
      .digest('hex');

    const claimedAt = deps.now();
    const claim = await claimKey(deps.database, user.id, key, fingerprint, claimedAt);
    switch (claim.kind) {
      case 'mismatch':
        return c.json(
          errorBody(422, 'This Idempotency-Key was already used for a different request.'),
          422,
        );
      case 'running':
        return c.json(
          errorBody(409, 'A request with this Idempotency-Key is still being processed.'),
          409,
          {
            'Retry-After': '1',
          },
        );
      case 'replay':
        return new Response(claim.body === '' ? null : claim.body, {
          status: claim.status,
          headers: {
            ...(claim.contentType ? { 'Content-Type': claim.contentType } : {}),
            'Idempotent-Replayed': 'true',
          },
        });
      case 'claimed':
        break;
    }

    await next();
    const response = c.res;
    let stored: string | undefined;
    if (isStored(response.status)) {
      // Read once and answered anew from the text, not cloned: a clone tees the body's stream,
      // whose objects, one set per write, outlived V8's young collections under load.
      stored = await response.text();
      c.res = new Response(stored === '' ? null : stored, {
        status: response.status,
        headers: response.headers,
      });
    }
    const settle = () =>
      deps.database.transaction(async ({ db, t }) => {
        // (only this request's claim: not one that took it over as abandoned meanwhile)
        const where = and(
          eq(t.idempotencyKeys.userId, user.id),
          eq(t.idempotencyKeys.key, key),
          eq(t.idempotencyKeys.state, 'running'),
          eq(t.idempotencyKeys.createdAt, claimedAt),
        );
        if (stored !== undefined) {
          await db
            .update(t.idempotencyKeys)
            .set({
              state: 'done',
              status: response.status,
              body: stored,
              contentType: response.headers.get('content-type'),
            })
            .where(where);
        } else {
          await db.delete(t.idempotencyKeys).where(where);
        }
      });
    try {
      await settle();
    } catch (error) {
      // The database went away (503): left 'running', the claim would answer every retry 409
      // for ABANDONED_AFTER although nothing runs, so it is settled as soon as it comes back.
      settleLater(settle);
      throw error;
    }
  });
}

/** How often, and how many times, a claim the database failed to settle is tried again. */
const SETTLE_RETRY_MS = 500;
const SETTLE_ATTEMPTS = ABANDONED_AFTER / SETTLE_RETRY_MS;

function settleLater(settle: () => Promise<void>, attempt = 1): void {
  if (attempt > SETTLE_ATTEMPTS) return;
  setTimeout(() => {
    settle().catch(() => settleLater(settle, attempt + 1));
  }, SETTLE_RETRY_MS).unref();
}

/** For body readers that are not Hono validators: what the Idempotency-Key check compares. */
export function setBodyDigest(
  c: { set(key: 'bodyDigest', value: string): void },
  payload: unknown,
): void {
  c.set(
    'bodyDigest',
    createHash('sha256')
      .update(stringify(payload) ?? '')
      .digest('hex'),
  );
}

export async function purgeIdempotencyKeys({ db, t }: Store, now: number): Promise<void> {
  await db.delete(t.idempotencyKeys).where(lt(t.idempotencyKeys.createdAt, now - IDEMPOTENCY_TTL));
}

/**
 * On SQLite the server is one process (docs/decisions.md #2), so a claim still 'running' when it starts was
 * left by a process that died mid-request: released at once, a client's retry of that write goes
 * through now instead of hearing 409 until ABANDONED_AFTER. (Several PostgreSQL processes cannot
 * tell a dead one's claims from a live one's, and wait.)
 */
export async function releaseClaimsOfDeadProcess(database: Database): Promise<void> {
  if (database.dialect !== 'sqlite') return;
  await database.transaction(({ db, t }) =>
    db.delete(t.idempotencyKeys).where(eq(t.idempotencyKeys.state, 'running')),
  );
}
