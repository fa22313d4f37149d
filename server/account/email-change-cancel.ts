import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  EMAIL_CHANGE_ALREADY_STOPPED,
  EMAIL_CHANGE_WENT_THROUGH,
  emailChangeCancelled,
} from '../../contract/account-security.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { findUserById } from './accounts.js';
import { LINK_INVALID, retireEmailChangeLinks } from './mail-tokens.js';
import { hashToken, newToken } from './secrets.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import { conflict, notFound } from '../errors.js';

/** A cancel link's token is the account's id followed by a secret: the id finds the change links. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_ID_LENGTH = 36;

/**
 * A token for the old address's cancel link. Only `hash` is stored, on the change link's row
 * (its `data.cancel`), so cancelling needs no table of its own.
 */
export function newCancelToken(userId: string): { token: string; hash: string } {
  const secret = newToken();
  return { token: `${userId}${secret}`, hash: hashToken(secret) };
}

/**
 * Stops every email change the user asked for and did not confirm yet. Called when the account is
 * taken back (password change or reset, sign-out everywhere), so a change started by someone who
 * briefly held a session cannot be confirmed later.
 */
export async function stopEmailChanges(
  tx: Store,
  user: { id: string; email: string },
  now: number,
): Promise<void> {
  if ((await retireEmailChangeLinks(tx, user, now)) === 0) return;
  // The page's record loses its pending address.
  await recordChanges(tx, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
}

/** The unexpired change link whose cancel secret hashes to `cancelHash`, used or not. */
async function changeLinkFor(tx: Store, userId: string, cancelHash: string, now: number) {
  const { db, t } = tx;
  const links = await db
    .select({ id: t.mailTokens.id, data: t.mailTokens.data })
    .from(t.mailTokens)
    .where(
      and(
        eq(t.mailTokens.userId, userId),
        eq(t.mailTokens.purpose, 'confirm-email'),
        gt(t.mailTokens.expiresAt, now),
      ),
    );
  return links.find((link) => link.data?.cancel === cancelHash);
}

/** Marks one link used; only one of a cancel and a confirmation racing for it wins. */
async function claimLink({ db, t }: Store, id: string, now: number): Promise<boolean> {
  const won = await db
    .update(t.mailTokens)
    .set({ usedAt: now })
    .where(and(eq(t.mailTokens.id, id), isNull(t.mailTokens.usedAt)))
    .returning({ id: t.mailTokens.id });
  return won.length > 0;
}

/**
 * Cancels the email change the old address was told of, with every other pending change of the
 * account; works signed out. Returns the sentence for the page. A link whose change was already
 * stopped answers so again; one whose change went through is refused.
 */
export async function cancelEmailChange(deps: AppDeps, token: string): Promise<string> {
  const userId = token.slice(0, USER_ID_LENGTH);
  const secret = token.slice(USER_ID_LENGTH);
  if (!USER_ID.test(userId) || secret === '') throw notFound(LINK_INVALID);
  return deps.database.transaction(async (tx) => {
    const now = deps.now();
    const user = await findUserById(tx, userId.toLowerCase());
    const link = user && (await changeLinkFor(tx, user.id, hashToken(secret), now));
    if (!user || !link) throw notFound(LINK_INVALID);
    if (await claimLink(tx, link.id, now)) {
      // A live change link means the address has not moved since the notice was sent.
      await retireEmailChangeLinks(tx, user, now);
      await recordChanges(tx, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
      return emailChangeCancelled(user.email);
    }
    // Read again: a confirmation may have committed since the first read.
    const current = await findUserById(tx, user.id);
    if (current?.email === link.data?.email) throw conflict(EMAIL_CHANGE_WENT_THROUGH);
    return EMAIL_CHANGE_ALREADY_STOPPED;
  });
}
