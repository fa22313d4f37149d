import { createStore, del, delMany, getMany, setMany, type UseStore } from 'idb-keyval';

/**
 * Who is signed in, kept in idb-keyval (docs/decisions.md #7) so the service worker can read the token when
 * it replays the outbox with no page open.
 */
export interface Session {
  /** null after a 401 or before the first sign-in */
  token: string | null;
  /** whose outbox and records this device holds; kept when the token goes */
  userId: string | null;
}

const TOKEN = 'ritual_token';
const USER_ID = 'ritual_user_id';

let defaultStore: UseStore | undefined;
/** Opened on first use, so importing this module touches no IndexedDB. */
export function sessionStore(): UseStore {
  defaultStore ??= createStore('ritual-session', 'session');
  return defaultStore;
}

export async function readSession(store = sessionStore()): Promise<Session> {
  const [token, userId] = await getMany<string | undefined>([TOKEN, USER_ID], store);
  return { token: token ?? null, userId: userId ?? null };
}

/** After a sign-in. Whether another user's outbox may go first is the page's call (isSameUser). */
export function saveSession(session: { token: string; userId: string }, store = sessionStore()) {
  return setMany(
    [
      [TOKEN, session.token],
      [USER_ID, session.userId],
    ],
    store,
  );
}

/**
 * A 401: the token is no longer good. The user id stays, so the queue waits for the same user to
 * sign in again and then leaves as it is.
 */
export function clearToken(store = sessionStore()) {
  return del(TOKEN, store);
}

/** After a sign-out that emptied the device: nobody's token, nobody's data. */
export function forgetSession(store = sessionStore()) {
  return delMany([TOKEN, USER_ID], store);
}

/** Whether the device's data (outbox included) belongs to the user who just signed in. */
export function isSameUser(session: Session, userId: string): boolean {
  return session.userId === userId;
}
