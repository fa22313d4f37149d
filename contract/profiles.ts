import { z } from 'zod';
import { EntrySchema } from './entries.js';
import { JournalSchema } from './journals.js';
import { PublicUserSchema } from './users.js';

/** GET /users/{user}: who they are and, in full, the journals the viewer may see (the email only to its owner). */
export const UserProfileSchema = PublicUserSchema.extend({
  journals: z.array(JournalSchema),
  email: z.string().optional(),
  email_confirmed: z.boolean().optional(),
  pending_email: z.string().nullable().optional(),
  newsletter: z.boolean().optional(),
  /**
   * How many people follow at least one of their journals, each counted once. Optional: a server
   * of an earlier release does not send it, and the page then leaves the count out.
   */
  followers: z.number().int().nonnegative().optional(),
});

/** GET /users/{user}/journals/{journal}: the journal with its first page of entries. */
export const JournalPageSchema = JournalSchema.extend({
  entries: z.array(EntrySchema),
  next: z.string().nullable(),
});

export const UserParamSchema = z.object({ user: z.string().min(1).max(64) });
