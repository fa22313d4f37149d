import { z } from 'zod';
import { RecordIdSchema } from './ids.js';

/** A journal in the user's daily log, in the user's order (position ascending). */
export const LogItemSchema = z.object({
  id: RecordIdSchema,
  journal_id: RecordIdSchema,
  position: z.number().int(),
  created_at: z.string(),
  last_modified: z.string(),
});
export type LogItem = z.infer<typeof LogItemSchema>;
