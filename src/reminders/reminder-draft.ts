import type { Reminder } from '../../contract/reminders';
import { EVERY_DAY } from './reminder-words';

/** The editor's form as the person fills it in: a time of day and the chosen weekdays. */
export interface ReminderDraft {
  /** as the time input gives it: "HH:MM", or "" while it is not a whole time */
  at: string;
  days: readonly number[];
}

/** A journal without a reminder starts from an evening time on every day: one tap to keep it. */
export function draftOf(reminder: Reminder | null): ReminderDraft {
  return reminder ? { at: reminder.at, days: reminder.days } : { at: '19:00', days: EVERY_DAY };
}

/** The days with `day` added or taken away, in week order. */
export function toggleDay(days: readonly number[], day: number): number[] {
  const next = days.includes(day) ? days.filter((each) => each !== day) : [...days, day];
  return next.sort((a, b) => a - b);
}

/** What is missing, in words, and which field it concerns. */
export interface DraftError {
  field: 'at' | 'days';
  error: string;
}

export type DraftCheck = { reminder: Reminder } | DraftError;

const WHOLE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The reminder to save, or what is missing in words (the contract's ReminderSchema says the same;
 * checked here without it, so the editor does not load zod for two rules).
 */
export function checkDraft(draft: ReminderDraft): DraftCheck {
  // Some browsers give seconds ("19:00:00") when the field is typed into; the reminder keeps minutes.
  const at = draft.at.slice(0, 5);
  if (!WHOLE_TIME.test(at)) return { field: 'at', error: 'Choose a time.' };
  if (draft.days.length === 0) return { field: 'days', error: 'Choose at least one day.' };
  return { reminder: { at, days: [...new Set(draft.days)].sort((a, b) => a - b) } };
}

/** What Save does: hands the checked reminder to `save`, or returns what is missing, saving nothing. */
export function submitDraft(
  draft: ReminderDraft,
  save: (reminder: Reminder) => void,
): DraftError | null {
  const checked = checkDraft(draft);
  if ('error' in checked) return checked;
  save(checked.reminder);
  return null;
}
