import { z } from 'zod';
import { StreakSchema } from './daily-log.js';
import { RecordIdSchema } from './ids.js';

/** GET /users/stats/: optionally one journal's stats only. */
export const StatsQuerySchema = z.object({ journal: RecordIdSchema.optional() });

export const JournalStatsSchema = z.object({
  journal_id: RecordIdSchema,
  title: z.string(),
  entries: z.number().int(),
  current: z.number().int(),
  longest: z.number().int(),
});

/** The signed-in user's own entries, counted by days of their time zone (contract/streaks.ts). */
export const StatsSchema = z.object({
  timezone: z.string(),
  totals: z.object({
    entries: z.number().int(),
    journals: z.number().int(),
    days: z.number().int(),
  }),
  /** YYYY-MM-DD → entries that day, for a calendar heatmap */
  perDay: z.record(z.string(), z.number().int()),
  perType: z.object({
    text: z.number().int(),
    image: z.number().int(),
    video: z.number().int(),
    audio: z.number().int(),
  }),
  streak: StreakSchema,
  /** most entries first */
  journals: z.array(JournalStatsSchema),
});
export type Stats = z.infer<typeof StatsSchema>;
