import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { deliverMail, passwordResetMail } from './account-mail.js';
import { findAccount, findUserById } from './accounts.js';
import { stopEmailChanges } from './email-change-cancel.js';
import { clearAccountFailures } from './login-throttle.js';
import {
  LINK_INVALID,
  countMailTokensSince,
  issueMailToken,
  peekMailToken,
  retireMailTokens,
  useMailToken,
} from './mail-tokens.js';
import { hashPassword } from './passwords.js';
import { createSession, deleteUserSessions } from './sessions.js';
import { notFound } from '../errors.js';

const HOUR = 60 * 60 * 1000;
/** How long a reset link works. */
const PASSWORD_RESET_VALID_FOR = HOUR;
/** Reset mails per account per hour: enough for a lost mail, too few to flood an inbox. */
const PASSWORD_RESET_MAILS_PER_HOUR = 5;

export const RESET_REQUESTED = 'If an account matches, we have sent a link to reset the password.';

/**
 * Mails a reset link when `login` names an account. Says nothing about whether it did, so the
 * answer cannot be used to find out who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, login: string): Promise<void> {
  const user = await findAccount(deps.database.read, login);
  if (!user) return;
  const now = deps.now();
  const token = await deps.database.transaction(async (tx) => {
    const sent = await countMailTokensSince(tx, user.id, 'password-reset', now - HOUR);
    if (sent >= PASSWORD_RESET_MAILS_PER_HOUR) return undefined;
    return issueMailToken(tx, {
      userId: user.id,
      purpose: 'password-reset',
      validFor: PASSWORD_RESET_VALID_FOR,
      now,
    });
  });
  // Not waited for: how long the answer takes must not tell whether an account matched.
  if (token) await deliverMail(deps, passwordResetMail(deps, user.email, token), 0);
}

/** Refuses a reset link that no longer works. */
export async function checkPasswordResetLink(deps: AppDeps, token: string): Promise<void> {
  const store = deps.database.read;
  const use = await peekMailToken(store, token, 'password-reset', deps.now());
  if (!use || !(await findUserById(store, use.userId))) throw notFound(LINK_INVALID);
}

/**
 * Sets a new password through a reset link, signs the account out everywhere and back in here.
 * Returns the user's id and the new bearer token.
 */
export async function resetPassword(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<{ userId: string; token: string }> {
  // Checked first so a dead link does not cost a password hash.
  await checkPasswordResetLink(deps, token);
  const passwordHash = await hashPassword(password);
  return deps.database.transaction(async (tx) => {
    const now = deps.now();
    const use = await useMailToken(tx, token, 'password-reset', now);
    const user = use && (await findUserById(tx, use.userId));
    if (!use || !user) throw notFound(LINK_INVALID);
    await tx.db.update(tx.t.users).set({ passwordHash }).where(eq(tx.t.users.id, use.userId));
    await retireMailTokens(tx, use.userId, 'password-reset', now);
    await stopEmailChanges(tx, user, now);
    await deleteUserSessions(tx, use.userId);
    await clearAccountFailures(tx, use.userId);
    return { userId: use.userId, token: await createSession(tx, use.userId, now) };
  });
}
