import { z } from 'zod';
import { RecordIdSchema } from './ids.js';
import { JournalSchema } from './journals.js';

/**
 * Following ("shadowing") a journal. Its record id in sync is the journal's id; `newEntries`
 * counts entries added since the user last opened the journal.
 */
export const ShadowSchema = z.object({
  journal_id: RecordIdSchema,
  journal: JournalSchema,
  newEntries: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type Shadow = z.infer<typeof ShadowSchema>;
