import { reminderText } from '../contract/reminder-text';
import type { ReminderPush } from '../contract/reminders';

/** Reminders' pushes (docs/decisions.md #22), drawn as notifications. */

/** The app's own icon, for a journal without one; the badge is the mark on Android's status bar. */
const APP_ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-64.png';

export const LOG_ACTION = 'log';
export const SNOOZE_ACTION = 'snooze';

/** What Chromium takes beside the options TypeScript's WebWorker library knows. */
export interface ReminderNotificationOptions extends NotificationOptions {
  renotify: boolean;
  actions: { action: string; title: string }[];
  data: ReminderPush;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reminder a push or a notification's data carries, or null for anything else. Checked by
 * hand: the worker does not load Zod's schemas for this, and a push it cannot read shows nothing
 * rather than a broken notification.
 */
export function readReminderPush(data: unknown): ReminderPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const push = data as Record<string, unknown>;
  const icon = push.icon ?? null;
  const readable =
    push.kind === 'reminder' &&
    typeof push.journal_id === 'string' &&
    push.journal_id !== '' &&
    typeof push.journal_title === 'string' &&
    (icon === null || typeof icon === 'string') &&
    typeof push.streak === 'number' &&
    Number.isInteger(push.streak) &&
    push.streak >= 0 &&
    typeof push.day === 'string' &&
    DAY.test(push.day) &&
    typeof push.snooze === 'string';
  return readable ? ({ ...push, icon } as ReminderPush) : null;
}

/** One notification per journal and day: a push sent again replaces it, never adds a second. */
export const reminderTag = (push: Pick<ReminderPush, 'journal_id' | 'day'>) =>
  `reminder:${push.journal_id}:${push.day}`;

/** The composer opened on the reminded journal. */
export const reminderTarget = (push: Pick<ReminderPush, 'journal_id'>) =>
  `/push?journal=${encodeURIComponent(push.journal_id)}`;

/** The notification a reminder shows, "Guitar practice — 14 days in a row. Log today?". */
export function reminderNotification(push: ReminderPush): {
  title: string;
  options: ReminderNotificationOptions;
} {
  const { title, body } = reminderText(push);
  return {
    title,
    options: {
      body,
      icon: push.icon ?? APP_ICON,
      badge: BADGE,
      tag: reminderTag(push),
      // a repeat of the same day's reminder (a claim taken up again) replaces it quietly
      renotify: false,
      data: push,
      actions: [
        { action: LOG_ACTION, title: 'Log now' },
        { action: SNOOZE_ACTION, title: 'Snooze 1 hour' },
      ],
    },
  };
}

/** The push's JSON, or null when it has none or it is not JSON. */
export function pushJson(data: Pick<PushMessageData, 'json'> | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

/** Shows the reminder a push carries; any other push shows nothing. */
export async function showReminder(
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>,
  data: unknown,
): Promise<void> {
  const push = readReminderPush(data);
  if (!push) return;
  const { title, options } = reminderNotification(push);
  await registration.showNotification(title, options);
}
