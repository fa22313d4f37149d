import { z } from 'zod';
import { NewRecordIdSchema, RecordIdSchema } from './ids.js';
import { UserRefSchema } from './journals.js';
import { ClientTimeSchema } from './time.js';

export const MAX_COMMENT_LENGTH = 5_000;

const CommentValue = z
  .string()
  .trim()
  .min(1, 'Please write a comment.')
  .max(MAX_COMMENT_LENGTH, `A comment must be at most ${MAX_COMMENT_LENGTH} characters.`);

/** A comment on an entry; readable by whoever may read the entry. */
export const CommentSchema = z.object({
  id: RecordIdSchema,
  entry_id: RecordIdSchema,
  journal_id: RecordIdSchema,
  user_id: RecordIdSchema,
  user: UserRefSchema,
  value: z.string(),
  created_at: z.string(),
  last_modified: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CreateCommentBodySchema = z.object({
  id: NewRecordIdSchema.optional(),
  entry_id: RecordIdSchema,
  value: CommentValue,
  last_modified: ClientTimeSchema.optional(),
});

export const UpdateCommentBodySchema = z.object({
  value: CommentValue,
  last_modified: ClientTimeSchema.optional(),
});

export const CommentPageQuerySchema = z.object({
  cursor: RecordIdSchema.optional(),
  /** the entry's share key, or its journal's, for a private entry opened by link */
  key: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /entries/{id}/comments: oldest first; `next` is the cursor of the following page. */
export const CommentPageSchema = z.object({
  comments: z.array(CommentSchema),
  next: z.string().nullable(),
});
