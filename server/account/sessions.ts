import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Store } from '../db/database.js';
import { preparedRead } from '../db/prepared.js';
import { hashToken, newToken } from './secrets.js';
import type { UserRow } from '../db/rows.js';

const DAY = 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however active. */
export const SESSION_MAX_AGE = 90 * DAY;
/** …or after this long unused. Generous: the app may sit offline on a phone for weeks. */
export const SESSION_IDLE_TIMEOUT = 30 * DAY;
/** Last-use times are written at most this often, not on every request. */
const TOUCH_INTERVAL = 60 * 1000;

/** A new session for a sign-in; returns the bearer token, which is shown once and never stored. */
export async function createSession(
  { db, t }: Store,
  userId: string,
  now: number,
): Promise<string> {
  const token = newToken();
  await db.insert(t.sessions).values({
    id: uuidv7(),
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: now + SESSION_MAX_AGE,
  });
  return token;
}

/**
 * Every authenticated request's first query. No LIMIT: the hash is unique, and SQLite ran the
 * statement five times slower with the bound `LIMIT ?` drizzle writes (55 µs against 10).
 */
const sessionByTokenHash = preparedRead('session_by_token_hash', ({ db, t }) =>
  db
    .select({ session: t.sessions, user: t.users })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(eq(t.sessions.tokenHash, sql.placeholder('hash'))),
);

/** The user a bearer token belongs to, if the session is alive; touches its last use. */
export async function userForToken(
  database: Database,
  token: string,
  now: number,
): Promise<{ user: UserRow; sessionId: string; endsAt: number } | undefined> {
  const [found] = await sessionByTokenHash(database.read, { hash: hashToken(token) });
  if (!found || found.user.deletedAt !== null) return undefined;
  const { session } = found;
  if (session.expiresAt <= now || session.lastUsedAt + SESSION_IDLE_TIMEOUT <= now)
    return undefined;
  if (now - session.lastUsedAt > TOUCH_INTERVAL) {
    await database.transaction((tx) =>
      tx.db.update(tx.t.sessions).set({ lastUsedAt: now }).where(eq(tx.t.sessions.id, session.id)),
    );
  }
  const lastUsedAt = Math.max(session.lastUsedAt, now - TOUCH_INTERVAL);
  return {
    user: found.user,
    sessionId: session.id,
    // Unless used again: a touch lags a use by up to TOUCH_INTERVAL, so count from the older.
    endsAt: Math.min(session.expiresAt, lastUsedAt + SESSION_IDLE_TIMEOUT),
  };
}

/**
 * Which of these sessions are still alive by userForToken's rule (not signed out, not expired, not
 * idle too long, its account not deleted): the real-time socket closes the others.
 */
export async function liveSessionIds(
  { db, t }: Store,
  sessionIds: string[],
  now: number,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: t.sessions.id })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(
      and(
        inArray(t.sessions.id, sessionIds),
        isNull(t.users.deletedAt),
        gt(t.sessions.expiresAt, now),
        gt(t.sessions.lastUsedAt, now - SESSION_IDLE_TIMEOUT),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function deleteSession({ db, t }: Store, sessionId: string): Promise<void> {
  await db.delete(t.sessions).where(eq(t.sessions.id, sessionId));
}

/** Signs a user out everywhere (after a password change). */
export async function deleteUserSessions({ db, t }: Store, userId: string): Promise<void> {
  await db.delete(t.sessions).where(eq(t.sessions.userId, userId));
}

export async function purgeExpiredSessions({ db, t }: Store, now: number): Promise<void> {
  await db
    .delete(t.sessions)
    .where(
      or(lt(t.sessions.expiresAt, now), lt(t.sessions.lastUsedAt, now - SESSION_IDLE_TIMEOUT)),
    );
}
