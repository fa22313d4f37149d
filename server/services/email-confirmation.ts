import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { notFound } from '../http/errors.js';
import { findUserById } from './accounts.js';
import { LINK_INVALID, useMailToken } from './mail-tokens.js';
import { recordChanges, userScope } from './sync-log.js';

/**
 * Marks the address a confirmation link was sent to as confirmed; returns the user's id. A link
 * for an address the account no longer has is refused and stays unused.
 */
export async function confirmEmail(deps: AppDeps, token: string): Promise<string> {
  return deps.database.transaction(async (tx) => {
    const now = deps.now();
    const use = await useMailToken(tx, token, 'confirm-email', now);
    const user = use && (await findUserById(tx, use.userId));
    if (!use || !user || use.data?.email !== user.email) throw notFound(LINK_INVALID);
    await tx.db
      .update(tx.t.users)
      .set({ emailConfirmedAt: now, lastModified: now })
      .where(eq(tx.t.users.id, user.id));
    await recordChanges(tx, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
    return user.id;
  });
}
