import { z } from 'zod';
import { EntrySchema } from './entries.js';
import { NewRecordIdSchema, RecordIdSchema } from './ids.js';

/** A user's bookmark on an entry; only its owner sees it. */
export const BookmarkSchema = z.object({
  id: RecordIdSchema,
  entry_id: RecordIdSchema,
  user_id: RecordIdSchema,
  created_at: z.string(),
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

export const CreateBookmarkBodySchema = z.object({
  id: NewRecordIdSchema.optional(),
  entry_id: RecordIdSchema,
});

/** GET /bookmarks: the user's bookmarks, newest first, with the entries they may still read. */
export const BookmarkListSchema = z.object({
  bookmarks: z.array(BookmarkSchema.extend({ entry: EntrySchema.nullable() })),
  next: z.string().nullable(),
});

export const BookmarkPageQuerySchema = z.object({
  cursor: RecordIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
