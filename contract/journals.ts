import slugifyText from '@sindresorhus/slugify';
import { z } from 'zod';
import { NewRecordIdSchema, RecordIdSchema } from './ids.js';
import { ClientTimeSchema } from './time.js';

/** Children of the profile route (/:slug/archive, …) that a journal slug would shadow. */
const RESERVED_JOURNAL_SLUGS = new Set([
  'archive',
  'entry',
  'stream',
  'profile',
  'settings',
  'grid',
]);

/**
 * The slug a title gets. The page runs this too, so a journal made offline has its address at
 * once; the server adds a numeric suffix when the owner already has that slug.
 */
export function journalSlug(title: string): string {
  const base = slugifyText(title).slice(0, 60).replace(/-+$/, '');
  if (base === '' || RESERVED_JOURNAL_SLUGS.has(base))
    return base === '' ? 'journal' : `${base}-journal`;
  return base;
}

export const JournalSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'A journal address may contain lowercase letters, digits and dashes.',
  )
  .refine((slug) => !RESERVED_JOURNAL_SLUGS.has(slug), 'This journal address is reserved.');

const Title = z.string().trim().min(1, 'Please give the journal a title.').max(100);
const Description = z.string().trim().max(2000);

export const CreateJournalBodySchema = z.object({
  id: NewRecordIdSchema.optional(),
  title: Title,
  slug: JournalSlugSchema.optional(),
  description: Description.optional(),
  private: z.boolean().optional(),
  open: z.boolean().optional(),
  last_modified: ClientTimeSchema.optional(),
});

export const UpdateJournalBodySchema = z.object({
  title: Title.optional(),
  slug: JournalSlugSchema.optional(),
  description: Description.optional(),
  private: z.boolean().optional(),
  open: z.boolean().optional(),
  last_modified: ClientTimeSchema.optional(),
});

export const UserRefSchema = z.object({
  id: RecordIdSchema,
  ritual_user: z.string(),
  avatar: z.string().nullable(),
});

export const JournalSchema = z.object({
  id: RecordIdSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  user_id: RecordIdSchema,
  user: UserRefSchema,
  private: z.boolean(),
  open: z.boolean(),
  icon: z.string().nullable(),
  collaborators: z.array(UserRefSchema),
  share_key: z.string().nullable().optional(),
  hidden: z.boolean(),
  /**
   * how many people are in the journal's video room now (docs/decisions.md #15), as its pages report it;
   * optional because records a device stored before it existed lack it (read it as 0)
   */
  videoConferenceParticipants: z.number().int().min(0).optional(),
  created_at: z.string(),
  last_modified: z.string(),
});
export type Journal = z.infer<typeof JournalSchema>;

export const ShareKeySchema = z.object({ share_key: z.string() });

export const IdParamSchema = z.object({ id: RecordIdSchema });
export const ShareKeyParamSchema = z.object({ key: z.string().min(1).max(64) });
export const JournalPathSchema = z.object({
  user: z.string().min(1).max(64),
  journal: z.string().min(1).max(80),
});
