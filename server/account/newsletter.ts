import { createHmac } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AppDeps } from '../deps.js';
import { findUserById } from './accounts.js';
import { LINK_INVALID } from './mail-tokens.js';
import { hashToken } from './secrets.js';
import { sharedSecret } from './settings.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import { notFound } from '../errors.js';

const UNSUBSCRIBED = 'You will no longer receive the Ritual newsletter.';
const UNSUBSCRIBED_EVERYWHERE =
  'You will no longer receive the Ritual newsletter, and your address has left every Ritual mailing list.';

/**
 * A user's one unsubscribe link. Only token hashes are stored, so the token is derived from the
 * user's id with a server secret: every mail carries the same link, and its mail_tokens row (no
 * expiry, never used up) is made the first time a mail needs it. Call it outside a transaction.
 */
export async function newsletterUnsubscribeLink(deps: AppDeps, userId: string): Promise<string> {
  const secret = await sharedSecret(deps.database, 'newsletter-link-secret');
  const token = createHmac('sha256', secret).update(`newsletter:${userId}`).digest('base64url');
  await deps.database.transaction((tx) =>
    tx.db
      .insert(tx.t.mailTokens)
      .values({
        id: uuidv7(),
        userId,
        purpose: 'newsletter',
        tokenHash: hashToken(token),
        createdAt: deps.now(),
      })
      .onConflictDoNothing(),
  );
  return `${deps.config.publicUrl}/newsletter-unsubscribe/${token}`;
}

/**
 * Turns the newsletter off for the link's user; with `everyList` the address (and any sign-up
 * made while signed in) also leaves the TestFlight list. Using a link twice changes nothing more.
 */
export async function unsubscribe(
  deps: AppDeps,
  token: string,
  everyList: boolean,
): Promise<string> {
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const [link] = await db
      .select({ userId: t.mailTokens.userId })
      .from(t.mailTokens)
      .where(
        and(eq(t.mailTokens.tokenHash, hashToken(token)), eq(t.mailTokens.purpose, 'newsletter')),
      )
      .limit(1);
    const user = link && (await findUserById(tx, link.userId));
    if (!user) throw notFound(LINK_INVALID);
    if (user.newsletter) {
      await db
        .update(t.users)
        .set({ newsletter: false, lastModified: deps.now() })
        .where(eq(t.users.id, user.id));
      await recordChanges(tx, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
    }
    if (everyList)
      await db
        .delete(t.testflightSignups)
        .where(
          or(eq(t.testflightSignups.email, user.email), eq(t.testflightSignups.userId, user.id)),
        );
  });
  return everyList ? UNSUBSCRIBED_EVERYWHERE : UNSUBSCRIBED;
}
