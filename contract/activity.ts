import { z } from 'zod';
import { PageQuerySchema } from './entries.js';
import { RecordIdSchema } from './ids.js';
import { UserRefSchema } from './journals.js';
import { ENTRY_TYPES } from './uploads.js';

/**
 * What the activity feed shows: the server records the first two as journals and entries are
 * created; clients post 'jitsi-join' when they join a journal's video chat.
 */
export const ACTIVITY_TYPES = ['journal-created', 'entry-created', 'jitsi-join'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** How much of an entry's notes an activity card shows. */
export const ACTIVITY_EXCERPT = 160;
/** How many bars a card's waveform has. */
export const ACTIVITY_WAVEFORM_BARS = 48;

export const ActivityItemSchema = z.object({
  id: RecordIdSchema,
  type: z.enum(ACTIVITY_TYPES),
  journal_id: RecordIdSchema,
  /** `user` is the journal's owner, whose name is part of the journal's address */
  journal: z.object({
    id: RecordIdSchema,
    slug: z.string(),
    title: z.string(),
    user: UserRefSchema,
  }),
  /** who did it; null once their account is gone */
  user: UserRefSchema.nullable(),
  entry_id: RecordIdSchema.nullable(),
  /** what an entry line shows of the entry, as the reader may see it; null on other lines */
  entry: z
    .object({
      type: z.enum(ENTRY_TYPES),
      /** the notes' start, at most ACTIVITY_EXCERPT characters */
      excerpt: z.string(),
      /** the picture's (or the video's still) small version */
      preview_link: z.string().nullable(),
      /** a recording's waveform in a card's few bars (contract/waveform-peaks.ts) */
      pcm: z.array(z.number()).nullable(),
    })
    .nullable(),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityPageSchema = z.object({
  activity: z.array(ActivityItemSchema),
  next: z.string().nullable(),
});

export const ActivityQuerySchema = PageQuerySchema.pick({ cursor: true, limit: true });

export const CreateActivityBodySchema = z.object({
  type: z.literal('jitsi-join', {
    error: 'Only jitsi-join can be posted; the server records the other kinds itself.',
  }),
  journal_id: RecordIdSchema,
});

export const MAX_EVENT_NAME_LENGTH = 64;
export const MAX_EVENT_TEXT_LENGTH = 256;

/** An analytics event such as {name: 'jitsi_enabled'}. */
export const EventBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please name the event.')
    .max(
      MAX_EVENT_NAME_LENGTH,
      `An event name must be at most ${MAX_EVENT_NAME_LENGTH} characters.`,
    )
    .regex(/^[A-Za-z0-9_.:-]+$/, 'An event name may contain letters, digits and . _ : - only.'),
  dimension: z
    .string()
    .max(MAX_EVENT_TEXT_LENGTH, `A dimension must be at most ${MAX_EVENT_TEXT_LENGTH} characters.`)
    .nullable()
    .optional(),
  /** numbers are kept as text */
  value: z
    .union([
      z
        .string()
        .max(MAX_EVENT_TEXT_LENGTH, `A value must be at most ${MAX_EVENT_TEXT_LENGTH} characters.`),
      z.number().transform(String),
      z.boolean().transform(String),
    ])
    .nullable()
    .optional(),
});
export type EventInput = z.infer<typeof EventBodySchema>;
