import { z } from 'zod';
import { RecordIdSchema } from './ids.js';
import { JournalSchema, UserRefSchema } from './journals.js';

/** GET /journals/search/{term} and GET /users/search/{term}: what the person typed. */
export const SearchTermParamSchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, 'Please type something to search for.')
    .max(64, 'A search may be at most 64 characters.'),
});

export const JournalListSchema = z.object({ journals: z.array(JournalSchema) });
export const UserSearchResultSchema = z.object({ users: z.array(UserRefSchema) });

/**
 * GET /journals/explore: a keyset cursor '<activity ms>.<journal id>' taken from the `next` of the
 * page before, so a page never repeats a journal of an earlier one.
 */
export const ExploreQuerySchema = z.object({
  cursor: z
    .string()
    .regex(
      /^\d{1,15}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'cursor must be the `next` value of an earlier page.',
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A journal on the explore page, with what anyone can see of its activity. */
export const ExploreJournalSchema = JournalSchema.extend({
  /** the newest entry a visitor can see; null while it has none */
  latest_entry_at: z.string().nullable(),
  /** entries a visitor can see */
  entries_count: z.number().int(),
});
export type ExploreJournal = z.infer<typeof ExploreJournalSchema>;

export const ExplorePageSchema = z.object({
  journals: z.array(ExploreJournalSchema),
  next: z.string().nullable(),
});

/** A picture for a journal's card: the preview image when there is one, the file otherwise. */
export const JournalPreviewSchema = z.object({
  entry_id: RecordIdSchema,
  type: z.enum(['image', 'video']),
  preview_link: z.string().nullable(),
  link: z.string().nullable(),
});
export type JournalPreview = z.infer<typeof JournalPreviewSchema>;

export const JournalPreviewsSchema = z.object({ previews: z.array(JournalPreviewSchema) });
