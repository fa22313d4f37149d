import { and, eq, ne } from 'drizzle-orm';
import { SNOOZE_MS } from '../../contract/reminders.js';
import type { AppDeps } from '../deps.js';
import { forbidden, notFound } from '../errors.js';

/**
 * POST /push/snooze: the notification's "Snooze 1 hour". The capability names the reminder and
 * day; the day's claim becomes 'snoozed', due again in SNOOZE_MS, when the scheduler takes it up
 * and sends it unless the day has been logged by then.
 */
export async function snoozeReminder(deps: AppDeps, capability: string): Promise<void> {
  const now = deps.now();
  const reading = deps.snoozes.read(capability, now);
  if ('refused' in reading)
    throw forbidden(
      reading.refused === 'expired'
        ? 'This reminder is too old to snooze.'
        : 'This snooze link is not one this server made.',
    );
  const snoozed = await deps.database.transaction(({ db, t }) =>
    db
      .update(t.reminderSends)
      .set({ status: 'snoozed', dueAt: now + SNOOZE_MS, claimedAt: now })
      .where(
        and(
          eq(t.reminderSends.logItemId, reading.logItemId),
          eq(t.reminderSends.day, reading.day),
          // A day logged meanwhile has nothing left to remind of.
          ne(t.reminderSends.status, 'skipped'),
        ),
      )
      .returning(),
  );
  if (snoozed.length === 0)
    throw notFound('There is no reminder to snooze: it was removed, or the day is logged.');
}
