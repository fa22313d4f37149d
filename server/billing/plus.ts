import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { BillingText, type PlusOption } from '../../contract/billing.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { findUserById } from '../account/accounts.js';
import type { BillingEvent, BillingProvider } from './provider.js';
import { GRACE_PERIOD_MS, isEarlyPack, isPlus } from './plan.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import type { UserRow } from '../db/rows.js';
import { invalid, conflict } from '../errors.js';

const DAY = 24 * 60 * 60 * 1000;
/** Plus a subscription's first payment gives when the provider did not say when the period ends. */
const FIRST_PERIOD: Record<Exclude<PlusOption, 'support-pack'>, number> = {
  monthly: 31 * DAY,
  yearly: 366 * DAY,
};

type PlanFields = Partial<Pick<UserRow, 'plus' | 'plusUntil' | 'supportPack' | 'graceUntil'>>;

const userChanged = (tx: Store, userId: string) =>
  recordChanges(tx, [{ kind: 'user', id: userId, scope: userScope(userId) }]);

/**
 * Changes a user's plan and tells their devices. Plan fields belong to the server, not to an
 * edit a device made, so the user's last_modified (last writer wins) is left alone.
 */
export async function updatePlan(tx: Store, userId: string, fields: PlanFields): Promise<void> {
  await tx.db.update(tx.t.users).set(fields).where(eq(tx.t.users.id, userId));
  await userChanged(tx, userId);
}

/** The payment page for an option; refused when the user already has what it would buy. */
export async function startPlusCheckout(
  deps: AppDeps,
  billing: BillingProvider,
  user: UserRow,
  option: PlusOption,
): Promise<{ url: string }> {
  if (option === 'support-pack' && isEarlyPack(user)) throw conflict(BillingText.alreadySupporter);
  if (option !== 'support-pack' && isPlus(user, deps.now()))
    throw conflict(BillingText.alreadyPlus);
  return billing.startCheckout({
    userId: user.id,
    email: user.email,
    option,
    successUrl: `${deps.config.publicUrl}/thank-you`,
    cancelUrl: `${deps.config.publicUrl}/plus`,
  });
}

/** What a completed purchase grants: the pack is plus for life, a subscription plus for its period. */
function purchaseGrant(
  user: UserRow,
  event: Extract<BillingEvent, { type: 'purchase-completed' }>,
  now: number,
): PlanFields {
  if (event.option === 'support-pack')
    return { plus: true, supportPack: isEarlyPack(user) ? user.supportPack : 'early' };
  const paidUntil = event.paidUntil ?? now + FIRST_PERIOD[event.option];
  return { plusUntil: Math.max(user.plusUntil ?? 0, paidUntil) };
}

/** Records a purchase once (a replayed notification finds it recorded) and grants what it bought. */
async function completePurchase(
  deps: AppDeps,
  provider: string,
  event: Extract<BillingEvent, { type: 'purchase-completed' }>,
): Promise<void> {
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const user = await findUserById(tx, event.userId);
    if (!user) return deps.log.warn('a purchase names no known user', { ref: event.ref });
    const recorded = await tx.db
      .insert(tx.t.purchases)
      .values({
        id: uuidv7(),
        userId: user.id,
        provider,
        providerRef: event.ref,
        option: event.option,
        status: event.option === 'support-pack' ? 'paid' : 'active',
        data: event.data,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: tx.t.purchases.id });
    if (recorded.length > 0) await updatePlan(tx, user.id, purchaseGrant(user, event, now));
  });
}

/** A renewal extends plus to the new period's end; an ended subscription cuts it back to what was paid. */
async function changeSubscription(
  deps: AppDeps,
  provider: string,
  event: Extract<BillingEvent, { type: 'subscription-renewed' | 'subscription-ended' }>,
): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const where = and(eq(t.purchases.provider, provider), eq(t.purchases.providerRef, event.ref));
    const [purchase] = await db.select().from(t.purchases).where(where);
    const user = purchase && (await findUserById(tx, purchase.userId));
    if (!user) return deps.log.info('a subscription Ritual did not sell', { ref: event.ref });
    const renewed = event.type === 'subscription-renewed';
    await db
      .update(t.purchases)
      .set({ status: renewed ? 'active' : 'ended' })
      .where(where);
    const current = user.plusUntil;
    const plusUntil = renewed
      ? Math.max(current ?? 0, event.paidUntil)
      : current === null
        ? null
        : Math.min(current, event.paidUntil);
    if (plusUntil !== current) await updatePlan(tx, user.id, { plusUntil });
  });
}

/** Applies a verified notification from the billing provider. */
export async function applyBillingEvent(
  deps: AppDeps,
  provider: string,
  event: BillingEvent,
): Promise<void> {
  switch (event.type) {
    case 'ignored':
      return deps.log.info('billing notification ignored', { provider, reason: event.reason });
    case 'purchase-completed':
      return completePurchase(deps, provider, event);
    default:
      return changeSubscription(deps, provider, event);
  }
}

/** A one-time, time-boxed raise of the free entry limit for a user who has not bought plus. */
export async function requestGracePeriod(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const current = await findUserById(tx, user.id);
    if (current && isPlus(current, now)) throw invalid(BillingText.graceNotNeeded);
    // Only a user who never had one gets it, even when two requests arrive at once.
    const granted = await db
      .update(t.users)
      .set({ graceUntil: now + GRACE_PERIOD_MS })
      .where(and(eq(t.users.id, user.id), isNull(t.users.graceUntil)))
      .returning({ id: t.users.id });
    if (granted.length === 0) throw conflict(BillingText.graceUsed);
    await userChanged(tx, user.id);
  });
}
