import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Store } from '../db/database.js';
import { hashToken } from './secrets.js';

const MINUTE = 60 * 1000;
/** Failures older than this no longer count. */
export const LOGIN_FAILURE_WINDOW = 15 * MINUTE;
/** Failures within the window after which an account, or an address, must wait. */
export const ACCOUNT_FAILURE_LIMIT = 10;
const ADDRESS_FAILURE_LIMIT = 20;

/** The counters one sign-in attempt touches: the account it aims at and where it comes from. */
interface LoginKeys {
  account: string;
  address: string;
}

const accountKey = (userId: string) => `account:${userId}`;

/**
 * A known account is counted by its id, so its username and email share one counter. Unknown
 * login text is hashed: people sometimes type a password into the login field.
 */
export function loginKeys(userId: string | undefined, login: string, address: string): LoginKeys {
  const account = userId ? accountKey(userId) : `login:${hashToken(login.trim().toLowerCase())}`;
  return { account, address: `address:${address}` };
}

/** When `key` may try again: once enough of its counted failures have left the window. */
async function blockedUntil(
  { db, t }: Store,
  key: string,
  limit: number,
  now: number,
): Promise<number | undefined> {
  const failures = await db
    .select({ at: t.loginFailures.at })
    .from(t.loginFailures)
    .where(and(eq(t.loginFailures.key, key), gt(t.loginFailures.at, now - LOGIN_FAILURE_WINDOW)))
    .orderBy(asc(t.loginFailures.at));
  const freeing = failures[failures.length - limit];
  return freeing ? freeing.at + LOGIN_FAILURE_WINDOW : undefined;
}

/** Seconds to wait before the password may even be checked, or undefined when it may be now. */
async function loginRetryAfter(
  store: Store,
  keys: LoginKeys,
  now: number,
): Promise<number | undefined> {
  const until = Math.max(
    (await blockedUntil(store, keys.account, ACCOUNT_FAILURE_LIMIT, now)) ?? 0,
    (await blockedUntil(store, keys.address, ADDRESS_FAILURE_LIMIT, now)) ?? 0,
  );
  return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : undefined;
}

/** Advisory locks of this class serialise attempts on the same counters (any fixed number). */
const LOGIN_LOCK_CLASS = 727_274_802;

type LoginAttempt = { retryAfter: number } | { failureIds: string[] };

/**
 * Counts a sign-in attempt as failed before its password is checked, so guesses sent in parallel
 * cannot slip past the limit while the slow hash runs; a success takes it back. Instead returns
 * the seconds to wait when the account or the address has failed too often.
 */
export async function beginLoginAttempt(
  database: Database,
  keys: LoginKeys,
  now: number,
): Promise<LoginAttempt> {
  return database.transaction(async (tx) => {
    // SQLite runs one transaction at a time; PostgreSQL needs attempts on one counter to queue.
    if (database.dialect === 'postgres') {
      for (const key of [keys.account, keys.address].sort())
        await tx.db.execute(
          sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}, hashtext(${key}))`,
        );
    }
    const retryAfter = await loginRetryAfter(tx, keys, now);
    if (retryAfter !== undefined) return { retryAfter };
    const failures = [keys.account, keys.address].map((key) => ({ id: uuidv7(), key, at: now }));
    await tx.db.insert(tx.t.loginFailures).values(failures);
    return { failureIds: failures.map((failure) => failure.id) };
  });
}

/** After a successful sign-in or a password reset the account starts afresh. */
export async function clearAccountFailures({ db, t }: Store, userId: string): Promise<void> {
  await db.delete(t.loginFailures).where(eq(t.loginFailures.key, accountKey(userId)));
}

/** The attempt was no failure after all, and its account starts afresh. */
export async function loginSucceeded(
  store: Store,
  userId: string,
  failureIds: string[],
): Promise<void> {
  await store.db.delete(store.t.loginFailures).where(inArray(store.t.loginFailures.id, failureIds));
  await clearAccountFailures(store, userId);
}

export async function purgeLoginFailures({ db, t }: Store, now: number): Promise<void> {
  await db.delete(t.loginFailures).where(lt(t.loginFailures.at, now - LOGIN_FAILURE_WINDOW));
}
