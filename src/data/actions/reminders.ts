import type { LogItem } from '../../../contract/daily-log';
import type { Mutation } from '../../../contract/outbox';
import type { Reminder } from '../../../contract/reminders';
import { write } from '../../../contract/writes';
import { mutation, type ActionContext } from './context';

/**
 * Gives a journal in the daily log its reminder, or takes it away (null): shown at once on the
 * log item, sent as POST journals/{id}/log-remind. `reminder` is what the person chose, already
 * valid (contract/reminders.ts: HH:MM, weekdays 1–7 each once); its days are kept ascending, as the
 * server answers them, so the row does not flicker when the answer comes.
 */
export function setReminder(
  item: Pick<LogItem, 'id' | 'journal_id'>,
  reminder: Reminder | null,
  ctx: ActionContext,
): Mutation {
  const shown = reminder && { at: reminder.at, days: [...reminder.days].sort((a, b) => a - b) };
  return mutation(ctx, {
    kind: 'log_item',
    recordId: item.id,
    patch: { op: 'update', fields: { reminder: shown } },
    write: write('log.remind', { id: item.journal_id }, { reminder: shown }),
  });
}

/** Pauses every reminder of the account, or resumes them: a flag on the user's own record. */
export function pauseReminders(userId: string, paused: boolean, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'user',
    recordId: userId,
    patch: { op: 'update', fields: { reminders_paused: paused } },
    write: write('reminders.pause', {}, { paused }),
  });
}
