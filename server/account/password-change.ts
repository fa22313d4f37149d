import { and, eq, ne } from 'drizzle-orm';
import {
  WRONG_CURRENT_PASSWORD,
  type ChangePasswordBody,
} from '../../contract/account-security.js';
import type { AppDeps } from '../deps.js';
import { deliverMail, MAIL_WAIT } from './account-mail.js';
import { requireCurrentPassword } from './current-password.js';
import { stopEmailChanges } from './email-change-cancel.js';
import type { Mail } from './mail.js';
import { retireMailTokens } from './mail-tokens.js';
import { hashPassword } from './passwords.js';
import type { UserRow } from '../db/rows.js';
import { DomainError, forbidden } from '../errors.js';

/** Tells the owner, so a change made by someone holding a stolen session gets noticed. */
function passwordChangedMail(deps: Pick<AppDeps, 'config'>, to: string): Mail {
  const link = `${deps.config.publicUrl}/password-reset`;
  return {
    to,
    subject: 'Your Ritual password was changed',
    text: [
      'The password of your Ritual account was just changed, and your other devices were signed out.',
      '',
      'If this was not you, choose a new password now through this page:',
      link,
    ].join('\n'),
    link,
  };
}

/**
 * Sets a new password after checking the current one (wrong guesses share sign-in's throttle),
 * ends every other session of the user while keeping `sessionId`, retires open reset links and
 * pending email changes (someone else may have started one) and mails the owner.
 */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  body: ChangePasswordBody,
  address: string,
): Promise<void> {
  try {
    await requireCurrentPassword(deps, user, body.current_password, address);
  } catch (error) {
    // That check's own sentence speaks of changing the email.
    if (error instanceof DomainError && error.kind === 'forbidden')
      throw forbidden(WRONG_CURRENT_PASSWORD);
    throw error;
  }
  // Slow on purpose, so outside the transaction (on SQLite it would hold the only writer).
  const passwordHash = await hashPassword(body.password);
  await deps.database.transaction(async ({ db, t }) => {
    await db.update(t.users).set({ passwordHash }).where(eq(t.users.id, user.id));
    await db
      .delete(t.sessions)
      .where(and(eq(t.sessions.userId, user.id), ne(t.sessions.id, sessionId)));
    await retireMailTokens({ db, t }, user.id, 'password-reset', deps.now());
    await stopEmailChanges({ db, t }, user, deps.now());
  });
  await deliverMail(deps, passwordChangedMail(deps, user.email), MAIL_WAIT);
}
