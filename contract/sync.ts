import { z } from 'zod';
import { BookmarkSchema } from './bookmarks.js';
import { ChatMessageSchema } from './chat.js';
import { CommentSchema } from './comments.js';
import { LogItemSchema } from './daily-log.js';
import { EntrySchema } from './entries.js';
import { InvitationSchema } from './invitations.js';
import { ShadowSchema } from './shadows.js';
import { RecordIdSchema } from './ids.js';
import { JournalSchema } from './journals.js';
import { UserSchema } from './users.js';

/** The Idempotency-Key header's value (contract/idempotency.ts names the header). */
export const IdempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key may contain letters, digits and . _ : - only.');

const change = <K extends string, R extends z.ZodType>(kind: K, record: R) =>
  z.object({
    kind: z.literal(kind),
    id: RecordIdSchema,
    seq: z.number().int(),
    /** A tombstone: the record was deleted, or the user may no longer see it. */
    deleted: z.boolean(),
    /** The record as it is now; null exactly when `deleted`. */
    record: record.nullable(),
  });

export const SyncChangeSchema = z.discriminatedUnion('kind', [
  change('user', UserSchema),
  change('journal', JournalSchema),
  change('entry', EntrySchema),
  change('comment', CommentSchema),
  change('bookmark', BookmarkSchema),
  change('chat_message', ChatMessageSchema),
  change('log_item', LogItemSchema),
  /** id: the followed journal's id */
  change('shadow', ShadowSchema),
  change('invitation', InvitationSchema),
]);
export type SyncChange = z.infer<typeof SyncChangeSchema>;
export type SyncKind = SyncChange['kind'];

export const SyncQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'since must be a cursor returned by an earlier sync.')
    .transform(Number)
    .default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

export const SyncResponseSchema = z.object({
  changes: z.array(SyncChangeSchema),
  /** Pass back as `since`; it only ever grows. */
  cursor: z.string(),
  /** True when the page was full: pull again at once with the new cursor. */
  more: z.boolean(),
});
export type SyncResponse = z.infer<typeof SyncResponseSchema>;
