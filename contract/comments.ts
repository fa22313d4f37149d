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
