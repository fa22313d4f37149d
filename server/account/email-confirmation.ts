import { eq } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { findUserById } from './accounts.js';
import { LINK_INVALID, retireMailTokens, useMailToken } from './mail-tokens.js';
import { EMAIL_TAKEN, takenMessage } from './profile-update.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import { conflict, notFound } from '../errors.js';

/**
 * Before an account moves to the address of a change link: refuses when another account took it
 * meanwhile, and retires the user's other links, so an older change cannot undo this one.
 */
async function claimAddress(tx: Store, userId: string, email: string, now: number) {
  const taken = await takenMessage(tx, userId, { email });
  if (taken) throw conflict(taken);
  await retireMailTokens(tx, userId, 'confirm-email', now);
}

/**
 * Confirms the address a link was sent to; returns the user's id. A link for the account's own
 * address marks it confirmed; a link for another address (an email change) moves the account
 * there. A refused link stays unused.
 */
export async function confirmEmail(deps: AppDeps, token: string): Promise<string> {
  try {
    return await deps.database.transaction(async (tx) => {
      const now = deps.now();
      const use = await useMailToken(tx, token, 'confirm-email', now);
      const user = use && (await findUserById(tx, use.userId));
      const email = use?.data?.email;
      if (!user || !email) throw notFound(LINK_INVALID);
      if (email !== user.email) await claimAddress(tx, user.id, email, now);
      await tx.db
        .update(tx.t.users)
        .set({ email, emailConfirmedAt: now, lastModified: now })
        .where(eq(tx.t.users.id, user.id));
      await recordChanges(tx, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
      return user.id;
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (!isUniqueViolation(error)) throw error;
    throw conflict(EMAIL_TAKEN);
  }
}
