import { TooManyText, tryAgainIn } from '../../contract/error-texts.js';
import type { AppDeps } from '../deps.js';
import { findAccount } from './accounts.js';
import { beginLoginAttempt, loginSucceeded, signInCounters } from './login-throttle.js';
import { checkPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { tooMany, unauthenticated } from '../errors.js';

const WRONG_CREDENTIALS = 'Wrong username/email or password.';

/**
 * Signs in with a username or email and a password; returns the user's id and a new bearer token.
 * While the login has failed too often from this address, or the address too often on any login,
 * the password is not even checked; known and unknown logins wait alike (login-throttle.ts).
 */
export async function signIn(
  deps: AppDeps,
  attempt: { login: string; password: string; address: string },
): Promise<{ userId: string; token: string }> {
  const user = await findAccount(deps.database.read, attempt.login);
  const counters = signInCounters(attempt.login, attempt.address);
  const begun = await beginLoginAttempt(deps.database, counters, deps.now());
  if ('retryAfter' in begun) {
    throw tooMany(`${TooManyText.signIn} ${tryAgainIn(begun.retryAfter)}`, begun.retryAfter);
  }
  if (!(await checkPassword(user?.passwordHash, attempt.password)) || !user) {
    throw unauthenticated(WRONG_CREDENTIALS);
  }
  const token = await deps.database.transaction(async (tx) => {
    await loginSucceeded(tx, begun);
    return createSession(tx, user.id, deps.now());
  });
  return { userId: user.id, token };
}
