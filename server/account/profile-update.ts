import { and, eq, ne, or } from 'drizzle-orm';
import type { ProfileChanges } from '../../contract/account.js';
import type { Store } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import {
  confirmNewAddressMail,
  deliverMail,
  emailChangeNoticeMail,
  MAIL_WAIT,
} from './account-mail.js';
import { CONFIRM_EMAIL_VALID_FOR } from './accounts.js';
import { requireCurrentPassword } from './current-password.js';
import { newCancelToken } from './email-change-cancel.js';
import { issueMailToken } from './mail-tokens.js';
import { newsletterUnsubscribeLink } from './newsletter.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import type { UserRow } from '../db/rows.js';
import { conflict } from '../errors.js';

export const EMAIL_TAKEN = 'An account with this email already exists.';

/** Why this user cannot take the name or address, if another account (even a deleted one) has it. */
export async function takenMessage(
  { db, t }: Store,
  userId: string,
  wanted: { usernameKey?: string | undefined; email?: string | undefined },
): Promise<string | undefined> {
  const clashes = [
    wanted.usernameKey === undefined ? undefined : eq(t.users.usernameKey, wanted.usernameKey),
    wanted.email === undefined ? undefined : eq(t.users.email, wanted.email),
  ].filter((clash) => clash !== undefined);
  if (clashes.length === 0) return undefined;
  const rows = await db
    .select({ usernameKey: t.users.usernameKey })
    .from(t.users)
    .where(and(ne(t.users.id, userId), or(...clashes)));
  if (rows.some((row) => row.usernameKey === wanted.usernameKey)) return 'This username is taken.';
  if (rows.length > 0) return EMAIL_TAKEN;
  return undefined;
}

/** The tokens of an email change: `confirm` for the new address, `cancel` for the old one. */
interface ChangeTokens {
  confirm: string;
  cancel: string;
}

/** Writes the changes; returns the email change's tokens when a new address was asked for. */
async function writeProfile(
  tx: Store,
  now: number,
  user: UserRow,
  changes: ProfileChanges,
  newEmail: string | undefined,
): Promise<ChangeTokens | undefined> {
  // The address itself changes only when the new one is confirmed (email-confirmation.ts).
  await tx.db
    .update(tx.t.users)
    .set({
      timezone: changes.timezone,
      clickedExamplesAt: changes.clickedExamplesAt,
      username: changes.username,
      usernameKey: changes.username?.toLowerCase(),
      newsletter: changes.newsletter,
      lastModified: now,
    })
    .where(eq(tx.t.users.id, user.id));
  await recordChanges(tx, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
  if (newEmail === undefined) return undefined;
  const cancel = newCancelToken(user.id);
  const confirm = await issueMailToken(tx, {
    userId: user.id,
    purpose: 'confirm-email',
    validFor: CONFIRM_EMAIL_VALID_FOR,
    now,
    data: { email: newEmail, cancel: cancel.hash },
  });
  return { confirm, cancel: cancel.token };
}

/** Mails the link to the new address, and a notice to the address the account still has. */
async function mailEmailChange(
  deps: AppDeps,
  user: UserRow,
  newEmail: string,
  tokens: ChangeTokens,
): Promise<void> {
  const unsubscribeLink = await newsletterUnsubscribeLink(deps, user.id);
  await Promise.all([
    deliverMail(
      deps,
      confirmNewAddressMail(deps, newEmail, tokens.confirm, unsubscribeLink),
      MAIL_WAIT,
    ),
    deliverMail(deps, emailChangeNoticeMail(deps, user.email, newEmail, tokens.cancel), MAIL_WAIT),
  ]);
}

/**
 * Changes the signed-in user's profile. A new email address needs the current password and is
 * only asked for: a link confirming it is mailed there, and the account keeps its address (and
 * signs in by it) until the link is opened. `address` is where the request came from.
 */
export async function updateProfile(
  deps: AppDeps,
  user: UserRow,
  changes: ProfileChanges,
  address: string,
): Promise<void> {
  const newEmail = changes.email !== user.email ? changes.email : undefined;
  if (newEmail !== undefined)
    await requireCurrentPassword(deps, user, changes.current_password, address);
  const wanted = { usernameKey: changes.username?.toLowerCase(), email: newEmail };
  let tokens: ChangeTokens | undefined;
  try {
    tokens = await deps.database.transaction(async (tx) => {
      const taken = await takenMessage(tx, user.id, wanted);
      if (taken) throw conflict(taken);
      return writeProfile(tx, deps.now(), user, changes, newEmail);
    });
  } catch (error) {
    // Someone took the name between the check and the update.
    if (!isUniqueViolation(error)) throw error;
    const taken = await takenMessage(deps.database.read, user.id, wanted);
    throw conflict(taken ?? 'This username is taken.');
  }
  if (tokens !== undefined && newEmail !== undefined)
    await mailEmailChange(deps, user, newEmail, tokens);
}
