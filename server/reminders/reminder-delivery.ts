import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { LATE_LIMIT_MS, type ReminderPush } from '../../contract/reminders.js';
import type { AppDeps } from '../deps.js';
import { journalAccess } from '../journals/access.js';
import { presentJournal } from '../journals/journal-json.js';
import type { PushOutcome } from '../push/push-sender.js';
import { dayLogged } from './day-logged.js';
import type { ReminderCandidate } from './reminder-candidates.js';
import type { ReminderSendRow } from './reminder-claims.js';

/** A push service holds a reminder for an offline device this long; later it is stale. */
export const REMINDER_TTL_SECONDS = 60 * 60;

/**
 * What became of a claimed reminder: sent, skipped (logged, too late, not readable any more, or
 * nobody to tell), or retry (no push service answered: the claim stays 'sending' and is taken up
 * again after STUCK_CLAIM_MS, until the late limit).
 */
export type Delivery = 'sent' | 'skipped' | 'retry';

/** One topic per reminder and day (≤ 32 base64url characters), so a resend replaces the first. */
const topicOf = (claim: ReminderSendRow) =>
  createHash('sha256').update(`${claim.logItemId} ${claim.day}`).digest('base64url').slice(0, 32);

/** Sends a claimed reminder to each of its owner's devices, unless it should not sound. */
export async function deliverReminder(
  deps: AppDeps,
  candidate: ReminderCandidate,
  claim: ReminderSendRow,
  now: number,
): Promise<Delivery> {
  const store = deps.database.read;
  if (now - claim.dueAt > LATE_LIMIT_MS) return 'skipped';
  const { owner, journal } = candidate;
  if (!(await journalAccess(store, owner, journal)).canRead) return 'skipped';
  const { logged, streak } = await dayLogged(store, candidate, claim.day, now);
  if (logged) return 'skipped';
  const { t } = store;
  const devices = await store.db
    .select()
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userId, owner.id));
  const push: ReminderPush = {
    kind: 'reminder',
    journal_id: journal.id,
    journal_title: journal.title,
    icon: (await presentJournal(deps, store, owner, journal)).icon,
    streak,
    day: claim.day,
    snooze: deps.snoozes.issue(claim.logItemId, claim.day, now),
  };
  const message = {
    payload: JSON.stringify(push),
    topic: topicOf(claim),
    ttlSeconds: REMINDER_TTL_SECONDS,
  };
  const outcomes = await Promise.all(
    devices.map(async (device) => ({ device, outcome: await deps.push.send(device, message) })),
  );
  await forgetDeadDevices(deps, outcomes, now);
  if (outcomes.some(({ outcome }) => outcome.kind === 'delivered')) return 'sent';
  return outcomes.some(({ outcome }) => outcome.kind === 'unreachable') ? 'retry' : 'skipped';
}

/** Deletes subscriptions their push service called gone, and notes when the others last worked. */
async function forgetDeadDevices(
  deps: AppDeps,
  outcomes: readonly { device: { id: string; endpoint: string }; outcome: PushOutcome }[],
  now: number,
): Promise<void> {
  const ids = (kind: PushOutcome['kind']) =>
    outcomes.filter(({ outcome }) => outcome.kind === kind).map(({ device }) => device.id);
  for (const { device, outcome } of outcomes)
    if (outcome.kind === 'refused' || outcome.kind === 'unreachable')
      deps.log.warn('reminder push not delivered', {
        endpoint: new URL(device.endpoint).origin,
        ...outcome,
      });
  const gone = ids('gone');
  const delivered = ids('delivered');
  if (gone.length === 0 && delivered.length === 0) return;
  await deps.database.transaction(async ({ db, t }) => {
    if (gone.length > 0)
      await db.delete(t.pushSubscriptions).where(inArray(t.pushSubscriptions.id, gone));
    if (delivered.length > 0)
      await db
        .update(t.pushSubscriptions)
        .set({ lastUsedAt: now })
        .where(inArray(t.pushSubscriptions.id, delivered));
  });
}
