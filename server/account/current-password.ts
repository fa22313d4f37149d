import type { AppDeps } from '../deps.js';
import { beginLoginAttempt, loginKeys, loginSucceeded } from './login-throttle.js';
import { checkPassword } from './passwords.js';
import type { UserRow } from '../db/rows.js';
import { forbidden, tooMany } from '../errors.js';

const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your email.';
const TOO_MANY_PASSWORDS = 'Too many wrong passwords. Please try again later.';

/**
 * Refuses unless `password` is the signed-in user's, so a stolen session alone cannot take the
 * account over. Wrong guesses count against the account like failed sign-ins (same counters).
 */
export async function requireCurrentPassword(
  deps: AppDeps,
  user: UserRow,
  password: string | undefined,
  address: string,
): Promise<void> {
  if (!password) throw forbidden(CURRENT_PASSWORD_NEEDED);
  const begun = await beginLoginAttempt(
    deps.database,
    loginKeys(user.id, user.usernameKey, address),
    deps.now(),
  );
  if ('retryAfter' in begun) {
    throw tooMany(TOO_MANY_PASSWORDS, begun.retryAfter);
  }
  if (!(await checkPassword(user.passwordHash, password))) throw forbidden(CURRENT_PASSWORD_NEEDED);
  await deps.database.transaction((tx) => loginSucceeded(tx, user.id, begun.failureIds));
}
