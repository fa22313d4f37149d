import { z } from 'zod';
import { NewRecordIdSchema, RecordIdSchema } from './ids.js';
import { ClientTimeFieldSchema, ClientTimeSchema, DaySchema } from './time.js';
import { ENTRY_TYPES } from './uploads.js';
import { UserRefSchema } from './journals.js';

export const MAX_NOTES_LENGTH = 20_000;
/** Waveform peaks (min/max pairs, normalised to -1…1). 60 minutes at 4 pairs a second fits. */
export const MAX_PCM_VALUES = 32_768;

const Notes = z
  .string()
  .max(MAX_NOTES_LENGTH, `Notes must be at most ${MAX_NOTES_LENGTH} characters.`);
const Pcm = z.array(z.number().min(-1).max(1)).max(MAX_PCM_VALUES);

/** Form fields are strings; these read them into the same shapes the JSON body has. */
const BooleanField = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');
const PcmField = z.string().transform((text, ctx) => {
  try {
    const parsed = Pcm.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the readable issue below
  }
  ctx.addIssue({
    code: 'custom',
    message: `must be a JSON array of at most ${MAX_PCM_VALUES} numbers between -1 and 1`,
  });
  return z.NEVER;
});
const OptionalDayField = z.union([z.literal('').transform(() => null), DaySchema]);

/** POST /entries as JSON (a text entry). The id is the client's UUIDv7 when it made the entry offline. */
export const CreateEntryBodySchema = z.object({
  id: NewRecordIdSchema.optional(),
  journal_id: RecordIdSchema,
  notes: Notes.optional(),
  streakDate: DaySchema.nullable().optional(),
  private: z.boolean().optional(),
  last_modified: ClientTimeSchema.optional(),
  pcm: Pcm.nullable().optional(),
});
export type CreateEntryInput = z.infer<typeof CreateEntryBodySchema>;

/** POST /entries as multipart: the same fields as text, beside the `file` and `audio_cover` parts. */
export const CreateEntryFieldsSchema = z.object({
  id: NewRecordIdSchema.optional(),
  journal_id: RecordIdSchema,
  notes: Notes.optional(),
  streakDate: OptionalDayField.optional(),
  private: BooleanField.optional(),
  last_modified: ClientTimeFieldSchema.optional(),
  pcm: PcmField.optional(),
});

/** POST /entries/{id} as multipart (how forms send it): the same fields, as text. */
export const UpdateEntryFieldsSchema = z.object({
  notes: Notes.optional(),
  streakDate: OptionalDayField.optional(),
  private: BooleanField.optional(),
  last_modified: ClientTimeFieldSchema.optional(),
  pcm: PcmField.optional(),
});

export const MoveEntryBodySchema = z.object({ last_modified: ClientTimeSchema.optional() });

export const UpdateEntryBodySchema = z.object({
  notes: Notes.optional(),
  streakDate: DaySchema.nullable().optional(),
  private: z.boolean().optional(),
  last_modified: ClientTimeSchema.optional(),
  pcm: Pcm.nullable().optional(),
});
export type UpdateEntryInput = z.infer<typeof UpdateEntryBodySchema>;

export const EntryFileSchema = z.object({
  id: RecordIdSchema,
  type: z.string(),
  size: z.number().int(),
  name: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const EntrySchema = z.object({
  id: RecordIdSchema,
  journal_id: RecordIdSchema,
  user_id: RecordIdSchema,
  user: UserRefSchema,
  type: z.enum(ENTRY_TYPES),
  notes: z.string(),
  file: EntryFileSchema.nullable(),
  link: z.string().nullable(),
  original_link: z.string().nullable(),
  preview_link: z.string().nullable(),
  audio_cover: z.string().nullable(),
  audio: z.boolean(),
  pcm: Pcm.nullable(),
  streakDate: z.string().nullable(),
  private: z.boolean(),
  hidden: z.boolean(),
  share_key: z.string().nullable().optional(),
  created_at: z.string(),
  last_modified: z.string(),
});
export type Entry = z.infer<typeof EntrySchema>;

export const EntryPageSchema = z.object({
  entries: z.array(EntrySchema),
  next: z.string().nullable(),
});

export const PageQuerySchema = z.object({
  cursor: RecordIdSchema.optional(),
  /** a journal's share key, for a private journal shared by link */
  key: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
