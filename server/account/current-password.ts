import { TooManyText, tryAgainIn } from '../../contract/error-texts.js';
import type { AppDeps } from '../deps.js';
import { beginLoginAttempt, loginSucceeded, passwordCheckCounters } from './login-throttle.js';
import { checkPassword } from './passwords.js';
import type { UserRow } from '../db/rows.js';
import { forbidden, tooMany } from '../errors.js';

const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your email.';

/**
 * Refuses unless `password` is the signed-in user's, so a stolen session alone cannot take the
 * account over. Wrong guesses count like failed sign-ins with its username and its email from
 * this address (the same counts).
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
    passwordCheckCounters(user, address),
    deps.now(),
  );
  if ('retryAfter' in begun) {
    throw tooMany(
      `${TooManyText.passwordChecks} ${tryAgainIn(begun.retryAfter)}`,
      begun.retryAfter,
    );
  }
  if (!(await checkPassword(user.passwordHash, password))) throw forbidden(CURRENT_PASSWORD_NEEDED);
  await deps.database.transaction((tx) => loginSucceeded(tx, begun));
}
