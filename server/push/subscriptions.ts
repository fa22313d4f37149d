import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { PushRenewBodySchema, PushSubscriptionBody } from '../../contract/reminders.js';
import type { Config } from '../config.js';
import type { Store } from '../db/database.js';
import type { UserRow } from '../db/rows.js';
import type { AppDeps } from '../deps.js';
import { invalid, notFound } from '../errors.js';

/** More devices than anyone has; the oldest go first, so an account cannot fan pushes out without end. */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 20;

/**
 * The server posts to whatever endpoint a browser hands it, so a server on the open web (PUBLIC_URL
 * https) takes only https endpoints on a host name, as every browser's push service has; plain
 * http and bare addresses are for a server on a laptop or in tests, whose push service is local.
 */
function refuseEndpoint(config: Config, endpoint: string): void {
  if (!config.publicUrl.startsWith('https://')) return;
  const { protocol, hostname } = new URL(endpoint);
  if (protocol !== 'https:' || hostname === 'localhost' || /^[\d.]+$|^\[/.test(hostname))
    throw invalid('endpoint must be a push service’s https:// address.');
}

/** Only the account's newest subscriptions stay (MAX_SUBSCRIPTIONS_PER_ACCOUNT). */
async function dropOldest({ db, t }: Store, userId: string): Promise<void> {
  const kept = db
    .select({ id: t.pushSubscriptions.id })
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userId, userId))
    .orderBy(desc(t.pushSubscriptions.createdAt), desc(t.pushSubscriptions.id))
    .limit(MAX_SUBSCRIPTIONS_PER_ACCOUNT);
  await db
    .delete(t.pushSubscriptions)
    .where(and(eq(t.pushSubscriptions.userId, userId), notInArray(t.pushSubscriptions.id, kept)));
}

/**
 * POST /push/subscriptions: keeps the device's subscription for the user. An endpoint is one
 * device's, so one already known (re-registered, or the device now signed in to another account)
 * is replaced and moves to this user.
 */
export async function saveSubscription(
  deps: AppDeps,
  user: UserRow,
  body: PushSubscriptionBody,
): Promise<void> {
  refuseEndpoint(deps.config, body.endpoint);
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const { p256dh, auth } = body.keys;
    await db
      .insert(t.pushSubscriptions)
      .values({
        id: uuidv7(),
        userId: user.id,
        endpoint: body.endpoint,
        p256dh,
        auth,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: t.pushSubscriptions.endpoint,
        set: { userId: user.id, p256dh, auth, createdAt: now, lastUsedAt: null },
      });
    await dropOldest(tx, user.id);
  });
}

/** DELETE /push/subscriptions: forgets the device's subscription, if it is the user's. */
export async function removeSubscription(
  deps: AppDeps,
  user: UserRow,
  endpoint: string,
): Promise<void> {
  await deps.database.transaction(({ db, t }) =>
    db
      .delete(t.pushSubscriptions)
      .where(
        and(eq(t.pushSubscriptions.endpoint, endpoint), eq(t.pushSubscriptions.userId, user.id)),
      ),
  );
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * POST /push/subscriptions/renew: the browser replaced a subscription (pushsubscriptionchange), and
 * the service worker, which holds no session, names the old one by its endpoint and auth secret;
 * the new one takes its place, for the same account.
 */
export async function renewSubscription(
  deps: AppDeps,
  body: z.infer<typeof PushRenewBodySchema>,
): Promise<void> {
  const { old, subscription } = body;
  refuseEndpoint(deps.config, subscription.endpoint);
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const [held] = await db
      .select()
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.endpoint, old.endpoint));
    if (!held || !sameSecret(held.auth, old.auth))
      throw notFound('No push subscription has this endpoint and auth secret.');
    // The new endpoint may already be known (a renewal sent twice): it is this device's now.
    await db
      .delete(t.pushSubscriptions)
      .where(
        and(
          eq(t.pushSubscriptions.endpoint, subscription.endpoint),
          ne(t.pushSubscriptions.id, held.id),
        ),
      );
    await db
      .update(t.pushSubscriptions)
      .set({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        lastUsedAt: null,
      })
      .where(eq(t.pushSubscriptions.id, held.id));
  });
}
