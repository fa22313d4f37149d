import { eq } from 'drizzle-orm';
import type { Reminder } from '../../contract/reminders.js';
import type { LogItemRow, UserRow } from '../db/rows.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { recordChanges } from '../sync/sync-log.js';
import { itemOfJournal, logChange } from './daily-log.js';
import { reminderColumns } from './reminder-days.js';

const NOT_IN_LOG = 'This journal is not in your daily log.';

/**
 * Gives the journal's item in the user's daily log `reminder` (null: none). Only a real change is
 * written: remind_set_at marks when the reminder took its present form (contract/reminders.ts,
 * reminderDue: one set after today's time starts tomorrow), so the same reminder sent again, by a
 * second device or a retry, must not push today's out, and other devices have nothing to pull.
 */
export async function setLogReminder(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
  reminder: Reminder | null,
): Promise<LogItemRow> {
  return deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const [item] = await db
      .select()
      .from(t.logItems)
      .where(itemOfJournal(t, user.id, journalId));
    if (!item) throw notFound(NOT_IN_LOG);
    const columns = reminderColumns(reminder);
    if (item.remindAt === columns.remindAt && item.remindDays === columns.remindDays) return item;
    const now = deps.now();
    const [changed] = await db
      .update(t.logItems)
      .set({ ...columns, remindSetAt: reminder ? now : null, lastModified: now })
      .where(eq(t.logItems.id, item.id))
      .returning();
    await recordChanges(tx, [logChange(item)]);
    return changed!;
  });
}
