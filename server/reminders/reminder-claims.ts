import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database, Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';

export type ReminderSendRow = Tables['reminderSends']['$inferSelect'];

/** A claim still 'sending' this long after it was made was left by a process that stopped. */
export const STUCK_CLAIM_MS = 2 * 60 * 1000;

/** A reminder on a day, due since `dueAt` (when the owner's wall clock reached its time). */
export interface DueReminder {
  logItemId: string;
  day: string;
  dueAt: number;
}

/*
 * docs/decisions.md #22: a day's reminder is sent by whichever process claims it, and by no other.
 *
 * A fresh claim inserts the (log item, day) row: the primary key lets one insert win, and
 * ON CONFLICT DO NOTHING … RETURNING hands the row to that process alone (on PostgreSQL a second
 * insert of the same key waits for the first transaction, then does nothing).
 *
 * A claim taken up again (a 'sending' row left by a crash, or a 'snoozed' one whose hour is up) is
 * one UPDATE … WHERE <still in that state> … RETURNING. On PostgreSQL two processes updating one
 * row queue on its row lock, and the second re-reads the row once the first commits and finds it no
 * longer matching (claimed_at is fresh, the status is no longer 'snoozed'), so only the first gets
 * it back; SQLite lets one writer at a time anyway. So nothing needs SELECT … FOR UPDATE SKIP
 * LOCKED: nobody selects rows to update later, and the update is its own test. A process merely
 * waits for the other's short transaction.
 */

/**
 * One order for every process: two inserting (or updating) the same keys in different orders
 * could each wait for the other's row, a deadlock on PostgreSQL.
 */
const byKey = (a: DueReminder, b: DueReminder) =>
  a.logItemId.localeCompare(b.logItemId) || a.day.localeCompare(b.day);

/** Claims the reminders not claimed yet; returns the rows this process inserted, the ones it sends. */
export async function claimDueReminders(
  database: Database,
  due: readonly DueReminder[],
  now: number,
): Promise<ReminderSendRow[]> {
  if (due.length === 0) return [];
  const { db, t } = database.read;
  // A due reminder stays due for two hours of ticks; most were claimed by an earlier one, and a
  // read spares them a write.
  const held = await db
    .select({ logItemId: t.reminderSends.logItemId, day: t.reminderSends.day })
    .from(t.reminderSends)
    .where(
      and(
        inArray(
          t.reminderSends.logItemId,
          due.map((reminder) => reminder.logItemId),
        ),
        inArray(t.reminderSends.day, [...new Set(due.map((reminder) => reminder.day))]),
      ),
    );
  const claimed = new Set(held.map((row) => `${row.logItemId} ${row.day}`));
  const unclaimed = due
    .filter((reminder) => !claimed.has(`${reminder.logItemId} ${reminder.day}`))
    .sort(byKey);
  if (unclaimed.length === 0) return [];
  return database.transaction((tx) =>
    tx.db
      .insert(tx.t.reminderSends)
      .values(
        unclaimed.map((reminder) => ({ ...reminder, status: 'sending' as const, claimedAt: now })),
      )
      .onConflictDoNothing()
      .returning(),
  );
}

/** Takes up claims a stopped process left 'sending', and snoozed reminders whose hour is up. */
export function takeUpClaims(database: Database, now: number): Promise<ReminderSendRow[]> {
  return database.transaction(async ({ db, t }) => {
    const stuck = await db
      .update(t.reminderSends)
      .set({ claimedAt: now })
      .where(
        and(
          eq(t.reminderSends.status, 'sending'),
          lte(t.reminderSends.claimedAt, now - STUCK_CLAIM_MS),
        ),
      )
      .returning();
    const snoozed = await db
      .update(t.reminderSends)
      .set({ status: 'sending', claimedAt: now })
      .where(and(eq(t.reminderSends.status, 'snoozed'), lte(t.reminderSends.dueAt, now)))
      .returning();
    return [...stuck, ...snoozed].sort(byKey);
  });
}

/**
 * Ends a claim: 'sent', or 'skipped' (the day was logged, or it is too late, or nobody is left to
 * tell). Only while it is still this claim: one snoozed meanwhile stays snoozed.
 */
export async function settleClaim(
  database: Database,
  claim: ReminderSendRow,
  status: 'sent' | 'skipped',
  now: number,
): Promise<void> {
  await database.transaction(({ db, t }) =>
    db
      .update(t.reminderSends)
      .set({ status, sentAt: status === 'sent' ? now : null })
      .where(
        and(
          eq(t.reminderSends.logItemId, claim.logItemId),
          eq(t.reminderSends.day, claim.day),
          eq(t.reminderSends.status, 'sending'),
          eq(t.reminderSends.claimedAt, claim.claimedAt),
        ),
      ),
  );
}

/** How long a day's claim is kept: past its day and any snooze, it only proves it went out once. */
export const KEEP_CLAIMS_MS = 7 * 24 * 60 * 60 * 1000;

/** Maintenance: forgets claims of days long past (they would grow by one per reminder a day). */
export async function purgeOldClaims({ db, t }: Store, now: number): Promise<void> {
  await db.delete(t.reminderSends).where(lte(t.reminderSends.claimedAt, now - KEEP_CLAIMS_MS));
}
