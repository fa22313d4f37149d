import { z } from 'zod';
import { RecordIdSchema } from './ids.js';
import { validTimeZone } from './streaks.js';
import { DaySchema } from './time.js';

// The notification's text, in a file without Zod, which the service worker draws it with.
export { reminderText } from './reminder-text.js';

/*
 * Reminders (docs/decisions.md #22): a journal in the daily log may carry a reminder, "at HH:MM on
 * these weekdays, unless I have logged it that day", in its owner's time zone. It travels on the
 * log item (kind log_item, written offline like any change to the log); the owner's pause travels
 * on their user record. The server's scheduler and the open page decide what is due with the same
 * function, reminderDue, below.
 */

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WeekdaySchema = z.number().int().min(1).max(7);

export const ReminderSchema = z.object({
  /** the wall-clock time in the owner's zone, 24-hour HH:MM */
  at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'at must be a time of day as HH:MM.'),
  /** the weekdays it sounds on, each once, ascending */
  days: z
    .array(WeekdaySchema)
    .min(1, 'Choose at least one day.')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day may appear only once.')
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type Reminder = z.infer<typeof ReminderSchema>;

/** POST /journals/{id}/log-remind: the journal's reminder, or null for none. */
export const LogRemindBodySchema = z.object({ reminder: ReminderSchema.nullable() });

/** POST /users/reminders: pause or resume every reminder of the account. */
export const RemindersPauseBodySchema = z.object({ paused: z.boolean() });

/** POST /push/subscriptions: a device's PushSubscription.toJSON(), one per device. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .url()
    .max(2048)
    .refine(
      (url) => url.startsWith('https://') || url.startsWith('http://'),
      'endpoint must be a web address.',
    ),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/**
 * POST /push/subscriptions/renew, from the service worker's pushsubscriptionchange, which holds no
 * session: the old subscription's endpoint and auth secret (known only to the device and the
 * server) prove the new one is the same device's.
 */
export const PushRenewBodySchema = z.object({
  old: z.object({ endpoint: z.string().max(2048), auth: z.string().min(1).max(100) }),
  subscription: PushSubscriptionBodySchema,
});

/** DELETE /push/subscriptions: the device's endpoint. */
export const PushUnsubscribeBodySchema = z.object({ endpoint: z.string().max(2048) });

/** GET /push/public-key: the server's VAPID public key (base64url), null when push is off. */
export const PushPublicKeySchema = z.object({ key: z.string().nullable() });

/**
 * What a reminder's push carries to the service worker: enough to draw the notification and to
 * act on it with no page open. `snooze` is a capability for this reminder on this day only
 * (POST /push/snooze), since the service worker holds no session.
 */
export const ReminderPushSchema = z.object({
  kind: z.literal('reminder'),
  journal_id: RecordIdSchema,
  journal_title: z.string(),
  /** the journal's icon, or null */
  icon: z.string().nullable(),
  /** the current streak in days, as of yesterday when today is not logged yet */
  streak: z.number().int().min(0),
  day: DaySchema,
  snooze: z.string(),
});
export type ReminderPush = z.infer<typeof ReminderPushSchema>;

/** POST /push/snooze: sound this reminder again in an hour (unless the day gets logged). */
export const PushSnoozeBodySchema = z.object({ snooze: z.string().min(1).max(512) });

/** A snooze lasts an hour. */
export const SNOOZE_MS = 60 * 60 * 1000;

/**
 * How late a reminder may still sound: a server that was down at 19:00 sends it on its return
 * within this window, and not at midnight.
 */
export const LATE_LIMIT_MS = 2 * 60 * 60 * 1000;

/** A wall clock in a zone: its day, ISO weekday and minutes since midnight. */
export interface WallClock {
  day: string;
  weekday: number;
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    if (formats.size > 500) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` (UTC when unknown) at `ms`. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const part: Record<string, string> = {};
  for (const { type, value } of formatFor(validTimeZone(timeZone)).formatToParts(ms))
    part[type] = value;
  const day = `${part.year}-${part.month}-${part.day}`;
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { day, weekday, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

const minutesOf = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));

/**
 * The day whose reminder is due at `now`, or null. Due means: a weekday the reminder names, the
 * wall clock at or past its time (so on the night clocks skip 02:30, a 02:30 reminder sounds at
 * 03:00; on the night 01:30 comes twice, it is due from the first, and the day's key makes it
 * once), no more than LATE_LIMIT_MS late, and not set after it fell due (a reminder set at 19:10
 * for 19:00 starts tomorrow).
 */
export function reminderDue(
  reminder: Reminder,
  timeZone: string,
  now: number,
  setAt: number,
): string | null {
  const clock = wallClockAt(now, timeZone);
  if (!reminder.days.includes(clock.weekday)) return null;
  const late = clock.minutes - minutesOf(reminder.at);
  if (late < 0) return null;
  // When the wall clock reached `at`: `late` minutes ago, off by the clock change's hour on the
  // two nights a year one falls between (the late limit then ends an hour early or late).
  const dueFrom = now - late * 60_000 - (now % 60_000);
  if (now - dueFrom > LATE_LIMIT_MS) return null;
  if (setAt > dueFrom) return null;
  return clock.day;
}
