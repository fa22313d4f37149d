import type { AppDeps } from '../deps.js';
import { findAccount } from './accounts.js';
import { beginLoginAttempt, loginKeys, loginSucceeded } from './login-throttle.js';
import { checkPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { tooMany, unauthenticated } from '../errors.js';

const WRONG_CREDENTIALS = 'Wrong username/email or password.';
const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';

/**
 * Signs in with a username or email and a password; returns the user's id and a new bearer token.
 * While an account or an address has failed too often the password is not even checked.
 */
export async function signIn(
  deps: AppDeps,
  attempt: { login: string; password: string; address: string },
): Promise<{ userId: string; token: string }> {
  const user = await findAccount(deps.database.read, attempt.login);
  const keys = loginKeys(user?.id, attempt.login, attempt.address);
  const begun = await beginLoginAttempt(deps.database, keys, deps.now());
  if ('retryAfter' in begun) {
    throw tooMany(TOO_MANY_ATTEMPTS, begun.retryAfter);
  }
  if (!(await checkPassword(user?.passwordHash, attempt.password)) || !user) {
    throw unauthenticated(WRONG_CREDENTIALS);
  }
  const token = await deps.database.transaction(async (tx) => {
    await loginSucceeded(tx, user.id, begun.failureIds);
    return createSession(tx, user.id, deps.now());
  });
  return { userId: user.id, token };
}
