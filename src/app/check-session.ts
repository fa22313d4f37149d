import type { User } from '../../contract/users';
import type { RitualDb } from '../../local-store/db';
import type { Session } from '../../local-store/session';
import { requestFailureOf } from '../errors/messages';
import { signedIn, VISITOR, type AuthState } from './auth-state';
import { storeSignedInUser } from '../data/store-user';

export interface SessionCheckDeps {
  db: RitualDb;
  readSession(): Promise<Session>;
  currentUser(): Promise<User>;
  clearToken(): Promise<void>;
}

/**
 * docs/product.md §2/§4's auth check, done once per load. Only a 401 ends the session: offline or on a
 * server error the stored session is trusted, with the user Dexie last saw, so the app works
 * without a network.
 */
export async function checkSession(deps: SessionCheckDeps): Promise<AuthState> {
  const session = await deps.readSession();
  if (!session.token) return VISITOR;
  try {
    const user = await deps.currentUser();
    await storeSignedInUser(deps.db, user);
    return signedIn((await deps.db.users.get(user.id)) ?? user);
  } catch (error) {
    const failure = await requestFailureOf(error);
    if (failure.status === 401) {
      await deps.clearToken();
      return VISITOR;
    }
    if (session.userId === null) return VISITOR;
    const cached = (await deps.db.users.get(session.userId)) ?? null;
    return { checked: true, authenticated: true, user: cached, userId: session.userId };
  }
}
