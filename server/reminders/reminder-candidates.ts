import { and, eq, exists, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Reminder } from '../../contract/reminders.js';
import type { Store } from '../db/database.js';
import type { JournalRow, UserRow } from '../db/rows.js';
import { reminderOf } from '../practice/reminder-days.js';

/** A reminder that may sound: its log item, its owner and the journal it is about. */
export interface ReminderCandidate {
  logItemId: string;
  reminder: Reminder;
  /** when it was set: one set after today's time starts tomorrow */
  setAt: number;
  owner: UserRow;
  journal: JournalRow;
}

/**
 * The reminders that may sound: set on a live log item of a live journal, whose owner is live, has
 * not paused reminders and has a device to tell. Read afresh each tick, so a reminder changed or
 * paused on any device counts from the next tick on.
 */
export async function reminderCandidates({ db, t }: Store): Promise<ReminderCandidate[]> {
  const rows = await db
    .select({ item: t.logItems, owner: t.users, journal: t.journals })
    .from(t.logItems)
    .innerJoin(t.users, eq(t.users.id, t.logItems.userId))
    .innerJoin(t.journals, eq(t.journals.id, t.logItems.journalId))
    .where(
      and(
        isNull(t.logItems.deletedAt),
        isNotNull(t.logItems.remindAt),
        ne(t.logItems.remindDays, 0),
        isNull(t.users.deletedAt),
        eq(t.users.remindersPaused, false),
        isNull(t.journals.deletedAt),
        exists(
          db
            .select({ id: t.pushSubscriptions.id })
            .from(t.pushSubscriptions)
            .where(eq(t.pushSubscriptions.userId, t.users.id)),
        ),
      ),
    );
  return rows.flatMap(({ item, owner, journal }) => {
    const reminder = reminderOf(item);
    return reminder
      ? [{ logItemId: item.id, reminder, setAt: item.remindSetAt ?? 0, owner, journal }]
      : [];
  });
}
