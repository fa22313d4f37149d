import { and, count, eq, gt, inArray, like, lt, max, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Store } from '../db/database.js';
import { hashToken } from './secrets.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Failures one login may have from one address before each further try there waits: 1 s, then
 * twice as long after each failure, up to LONGEST_LOGIN_WAIT (docs/decisions.md #21).
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures from one address, whatever logins they tried, before each further try waits. */
export const ADDRESS_FAILURE_LIMIT = 30;
/** The growing wait stops doubling here. */
export const LONGEST_LOGIN_WAIT = 15 * MINUTE;
/** A login's failures from one address are remembered this long; its success forgets them. */
const LOGIN_MEMORY = 24 * HOUR;
/** An address's failures are remembered less long: people behind one network share it. */
const ADDRESS_MEMORY = HOUR;
/** Failures older than this no longer count for anything; maintenance deletes them. */
export const LOGIN_FAILURE_WINDOW = Math.max(LOGIN_MEMORY, ADDRESS_MEMORY);

/** One count of failures: its key in login_failures, how many it lets pass, how long it remembers. */
export interface Counter {
  key: string;
  free: number;
  memory: number;
}

/**
 * Login text is counted as typed (trimmed, any case), hashed: people sometimes type a password
 * into the login field. Never by the account it names: were a username and its email one count,
 * failures on the email would slow the username and tell a stranger who owns the address; and an
 * unknown login must be counted exactly like a known one.
 */
const loginPrefix = (login: string) => `login:${hashToken(login.trim().toLowerCase())}:`;

/** A login's failures from one address: strangers elsewhere never slow its owner. */
const loginFrom = (login: string, address: string): Counter => ({
  key: `${loginPrefix(login)}${address}`,
  free: ACCOUNT_FAILURE_LIMIT,
  memory: LOGIN_MEMORY,
});

/** An address's failures on any login: a looser budget against guessing many accounts. */
const fromAddress = (address: string): Counter => ({
  key: `address:${address}`,
  free: ADDRESS_FAILURE_LIMIT,
  memory: ADDRESS_MEMORY,
});

/** The counts a sign-in with `login` from `address` touches. */
export function signInCounters(login: string, address: string): Counter[] {
  return [loginFrom(login, address), fromAddress(address)];
}

/**
 * The counts a signed-in person's password check touches: both the logins they sign in with, so
 * a stolen session guessing the password slows sign-ins from that address as well.
 */
export function passwordCheckCounters(
  user: { usernameKey: string; email: string },
  address: string,
): Counter[] {
  return [
    loginFrom(user.usernameKey, address),
    loginFrom(user.email, address),
    fromAddress(address),
  ];
}

/** How long a count with `failures` must wait after its latest one: none, then 1 s doubling. */
function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(SECOND * 2 ** Math.min(failures - free, 30), LONGEST_LOGIN_WAIT);
}

/** When `counter` may try again (epoch ms): its latest remembered failure plus its wait. */
async function freeFrom({ db, t }: Store, counter: Counter, now: number): Promise<number> {
  const [seen] = await db
    .select({ failures: count(), latest: max(t.loginFailures.at) })
    .from(t.loginFailures)
    .where(and(eq(t.loginFailures.key, counter.key), gt(t.loginFailures.at, now - counter.memory)));
  if (!seen?.latest) return 0;
  return Number(seen.latest) + waitAfter(seen.failures, counter.free);
}

/** Seconds to wait before the password may even be checked, or undefined when it may be now. */
async function loginRetryAfter(
  store: Store,
  counters: Counter[],
  now: number,
): Promise<number | undefined> {
  let until = 0;
  for (const counter of counters) until = Math.max(until, await freeFrom(store, counter, now));
  return until > now ? Math.max(1, Math.ceil((until - now) / SECOND)) : undefined;
}

/** Advisory locks of this class serialise attempts on the same counters (any fixed number). */
const LOGIN_LOCK_CLASS = 727_274_802;

/** An attempt allowed to check its password: the failures counted for it in advance. */
export interface LoginAttempt {
  failureIds: string[];
  counters: Counter[];
}

/**
 * Counts a sign-in attempt as failed before its password is checked, so guesses sent in parallel
 * cannot slip past the wait while the slow hash runs; a success takes it back. Instead returns
 * the seconds to wait while one of its counts has failed too often. A refused attempt counts
 * nothing, so asking again while waiting does not lengthen the wait.
 */
export async function beginLoginAttempt(
  database: Database,
  counters: Counter[],
  now: number,
): Promise<{ retryAfter: number } | LoginAttempt> {
  return database.transaction(async (tx) => {
    // SQLite runs one transaction at a time; PostgreSQL needs attempts on one counter to queue.
    if (database.dialect === 'postgres') {
      for (const key of counters.map((counter) => counter.key).sort())
        await tx.db.execute(
          sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}, hashtext(${key}))`,
        );
    }
    const retryAfter = await loginRetryAfter(tx, counters, now);
    if (retryAfter !== undefined) return { retryAfter };
    const failures = counters.map(({ key }) => ({ id: uuidv7(), key, at: now }));
    await tx.db.insert(tx.t.loginFailures).values(failures);
    return { failureIds: failures.map((failure) => failure.id), counters };
  });
}

/**
 * The attempt was no failure after all, and its logins start afresh from its address. Other
 * addresses' failures stay: the owner signing in must not hand a guesser a fresh budget.
 */
export async function loginSucceeded({ db, t }: Store, attempt: LoginAttempt): Promise<void> {
  const logins = attempt.counters.filter(({ key }) => key.startsWith('login:'));
  await db
    .delete(t.loginFailures)
    .where(
      or(
        inArray(t.loginFailures.id, attempt.failureIds),
        ...logins.map(({ key }) => eq(t.loginFailures.key, key)),
      ),
    );
}

/**
 * After a password reset the account's logins start afresh from every address: guesses at the
 * old password no longer matter, and the owner proved they read the account's mail.
 */
export async function clearAccountFailures({ db, t }: Store, userId: string): Promise<void> {
  const [user] = await db
    .select({ usernameKey: t.users.usernameKey, email: t.users.email })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (!user) return;
  await db
    .delete(t.loginFailures)
    .where(
      or(
        like(t.loginFailures.key, `${loginPrefix(user.usernameKey)}%`),
        like(t.loginFailures.key, `${loginPrefix(user.email)}%`),
      ),
    );
}

export async function purgeLoginFailures({ db, t }: Store, now: number): Promise<void> {
  await db.delete(t.loginFailures).where(lt(t.loginFailures.at, now - LOGIN_FAILURE_WINDOW));
}
