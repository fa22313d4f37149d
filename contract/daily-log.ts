import { z } from 'zod';
import { NewRecordIdSchema, RecordIdSchema } from './ids.js';
import { JournalSchema } from './journals.js';
import { ReminderSchema } from './reminders.js';
import { DaySchema } from './time.js';

/** A journal in the user's daily log, in the user's order (position ascending). */
export const LogItemSchema = z.object({
  id: RecordIdSchema,
  journal_id: RecordIdSchema,
  position: z.number().int(),
  /** "remind me at HH:MM on these weekdays unless logged" (contract/reminders.ts), or none */
  reminder: ReminderSchema.nullable().default(null),
  created_at: z.string(),
  last_modified: z.string(),
});
export type LogItem = z.infer<typeof LogItemSchema>;

/** POST /journals/{id}/log-add: the id is the client's when it added the journal offline. */
export const LogAddBodySchema = z.object({ id: NewRecordIdSchema.optional() });

/** A daily log holds a user's rituals: a few journals, not thousands. */
export const MAX_LOG_ITEMS = 500;

/** POST /users/log: journal ids in the order the log should show them. */
export const LogOrderBodySchema = z.object({
  order: z
    .array(RecordIdSchema)
    .max(MAX_LOG_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each journal may appear only once.'),
});

export const StreakRunSchema = z.object({
  start: DaySchema,
  end: DaySchema,
  length: z.number().int(),
});

/** A journal's streak as contract/streaks.ts computes it, in the user's time zone. */
export const StreakSchema = z.object({
  current: z.number().int(),
  longest: z.number().int(),
  /** the most recent run of days, even when broken; null without entries */
  last: StreakRunSchema.nullable(),
  /** whether today already has an entry */
  today: z.boolean(),
});

/** GET /users/log: each journal in the log with its streak, in the user's order. */
export const DailyLogSchema = z.array(
  LogItemSchema.extend({ journal: JournalSchema, streak: StreakSchema }),
);
export type DailyLog = z.infer<typeof DailyLogSchema>;

/**
 * GET /journals/{id}/last-streak: also names the time zone whose days were counted, the viewer's
 * own; null for a visitor signed out, whose streak is counted in the owner's zone, which is the
 * owner's to keep.
 */
export const LastStreakSchema = StreakSchema.extend({ timezone: z.string().nullable() });

export const LastStreakQuerySchema = z.object({
  /** a journal's share key, for a private journal shared by link */
  key: z.string().max(64).optional(),
});
