import type { User } from '../../contract/users';
import type { RitualDb } from '../../local-store/db';
import { answerOf } from '../api/answer';
import { freshKey, pageHttp } from '../api/page-http';
import { storeSavedUser } from '../data/store-user';

export interface UpdateOwnUserDeps {
  db: RitualDb;
  /** default: this origin's /api */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

/** What the shell changes on the user: an IANA zone name, an ISO time, a checked username. */
export interface OwnUserChanges {
  timezone?: string;
  clickedExamplesAt?: string;
  username?: string;
}

/**
 * POST /api/users with the user's own changes (timezone, examples seen, username), then keeps the answer
 * here so every screen reading the user sees it. The outbox carries no user kind from React yet,
 * so this is a direct call; it throws ky's errors for the caller to report.
 */
export async function updateOwnUser(
  deps: UpdateOwnUserDeps,
  userId: string,
  changes: OwnUserChanges,
): Promise<User> {
  const request = pageHttp(deps).post('users', {
    json: { id: userId, ...changes },
    headers: freshKey(),
  });
  // Loaded on first use, so zod stays out of the first page's JavaScript.
  const { user } = await answerOf(
    request,
    async () => (await import('../../contract/users')).CurrentUserSchema,
  );
  await storeSavedUser(deps.db, user);
  return user;
}
